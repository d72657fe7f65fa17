s = "h\u00e9llo w\u00f6rld \U0001f600!"
print(len(s))
for i in range(len(s)):
    print(i, s[i], s[-i - 1])
print(s[True], "abc"[False])
t = "ascii only"
print(t[0], t[-1], t[5])
