s = "h\u00e9llo h\u00e9llo h\u00e9llo"
print(s.replace("l", "L"), s.replace("\u00e9", "e"), s.replace("llo", ""), s.replace("x", "y"))
print(s.replace("l", "L", 2), s.replace("l", "L", 0), s.replace("l", "L", -1), s.replace("h\u00e9llo", "\U0001f600", 2))
print("abc".replace("", "-"), "abc".replace("", "-", 2), "".replace("", "x"), "".replace("a", "b"))
print("\u00e9\u20ac".replace("", "|"), "aaaa".replace("aa", "b"), "aaa".replace("a", "aa"))
print("abc".replace("abc", ""), repr("".replace("", "")), "ab".replace("", "", 1))
