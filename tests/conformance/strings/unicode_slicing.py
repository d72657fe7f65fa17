s = "Grüße aus Köln 😀 日本語!"
print(len(s), s[0], s[2], s[3], s[-1], s[-2], s[15], s[16:19])
print(s[:5], s[6:9], s[10:14], s[::-1])
print(s[::2], s[1::3], s[-5:], s[-5:-1], s[100:], s[-100:2])
print(s.find("ö"), s.find("😀"), s.index("日"), s.rfind("ü"), s.find("ß", 4))
print([ch for ch in s if ord(ch) > 127])
print([ord(ch) for ch in "é😀"], chr(252) + chr(0x65E5))
words = s.split()
print(words, [len(w) for w in words])
print(s.upper(), s.lower())
name = "Zoë Ångström"
initials = "".join([part[0] for part in name.split()])
print(initials, name[::-1], name[2:6], len(name), name.find("Å"))
print("naïve"[2], "naïve"[2:], "😀😁😂"[1], "😀😁😂"[::-1], "😀😁😂"[-2:])
emoji = "a😀b"
for i in range(len(emoji)):
    print(i, emoji[i], emoji[:i] + "|" + emoji[i:])
