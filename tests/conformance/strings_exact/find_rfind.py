s = "h\u00e9llo h\u00e9llo \u20ac\u20ac"
subs = ["", "h", "l", "\u00e9", "llo", "\u20ac", "\u20ac\u20ac\u20ac", "x", "o h"]
for sub in subs:
    print(repr(sub), s.find(sub), s.rfind(sub), s.count(sub))
    print(" ", s.find(sub, 2), s.find(sub, -5), s.find(sub, 2, 8), s.rfind(sub, 0, 8),
          s.find(sub, 100), s.rfind(sub, -100, -3), s.find(sub, None, None), s.rfind(sub, 3, 3))
print("abc".find("", 3), "abc".find("", 4), "abc".rfind("", 3), "abc".rfind(""))
print("aaaa".count("aa"), "aaaa".count(""), "".count(""), "abc".count("", 5), "abc".count("", 3))
print("abc".index("c"), "abcabc".rindex("b"), "abcabc".index("b", 2), "abc".rindex("a", 0, 1))
