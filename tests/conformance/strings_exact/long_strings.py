s = "ab\u00e9" * 10000
print(len(s), s.count("\u00e9"), s.find("\u00e9", 15000), s.rfind("a", 0, 100), s[29999], s[-2])
total = 0
for i in range(0, len(s), 7):
    total += ord(s[i])
print(total)
print(len(s.upper()), s.upper()[:6], len(s.split("\u00e9")), len(s.replace("\u00e9", "")))
t = "x" * 100000
print(len(t), t.count("xx"), len(t.split("x")), t[::1000][:5], len(t[::-3]))
words = " ".join(str(i) for i in range(5000))
print(len(words), len(words.split()), words.split()[-1], words.rsplit(None, 1)[0][-9:])
