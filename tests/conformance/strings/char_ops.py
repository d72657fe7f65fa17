def caesar(text, shift):
    out = ""
    for ch in text:
        if ch.isalpha() and ch.islower():
            out += chr((ord(ch) - ord("a") + shift) % 26 + ord("a"))
        elif ch.isalpha() and ch.isupper():
            out += chr((ord(ch) - ord("A") + shift) % 26 + ord("A"))
        else:
            out += ch
    return out

msg = "Hello, World! xyz"
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
print([ord(c) for c in "AZaz09"])
print("".join([chr(c) for c in range(65, 75)]))
vowels = 0
for ch in "Programming In Python".lower():
    if ch in "aeiou":
        vowels += 1
print(vowels)
