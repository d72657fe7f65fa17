s = "h\u00e9llo w\u00f6rld"
for sub in ["", "h", "\u00e9", "\u00e9l", "w\u00f6", "world", "d", "x", s, s + "!"]:
    print(repr(sub), sub in s, sub not in s)
print("" in "")
