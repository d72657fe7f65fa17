# Caesar/Vigenere ciphers and frequency analysis.
import string
from collections import Counter
def caesar(text, k):
    def sh(c, base):
        return chr((ord(c) - base + k) % 26 + base)
    return "".join(sh(c, 65) if c.isupper() else sh(c, 97) if c.islower() else c for c in text)
def vigenere(text, key, decrypt=False):
    out, ki = [], 0
    for c in text:
        if c.isalpha():
            k = ord(key[ki % len(key)].lower()) - 97
            k = -k if decrypt else k
            base = 65 if c.isupper() else 97
            out.append(chr((ord(c) - base + k) % 26 + base)); ki += 1
        else:
            out.append(c)
    return "".join(out)
msg = "Attack at Dawn! Meet at the old mill, 5am."
enc = caesar(msg, 3)
print(enc, caesar(enc, -3) == msg)
v = vigenere(msg, "Lemon")
print(v, vigenere(v, "Lemon", decrypt=True))
table = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[13:] + string.ascii_lowercase[:13])
print(msg.lower().translate(table))
freq = Counter(c for c in enc.lower() if c.isalpha())
guess = (ord(freq.most_common(1)[0][0]) - ord("e")) % 26
print(freq.most_common(3), guess, caesar(enc, -guess)[:12])
