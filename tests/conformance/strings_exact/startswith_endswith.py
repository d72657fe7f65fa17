s = "h\u00e9llo w\u00f6rld"
print(s.startswith("h\u00e9"), s.startswith("w\u00f6", 6), s.startswith("llo", 2, 5), s.startswith("llo", 2, 4))
print(s.endswith("rld"), s.endswith("w\u00f6", 0, 8), s.endswith(("x", "ld")), s.startswith(()))
print(s.startswith(""), s.startswith("", 11), s.startswith("", 12), "".startswith(""), "".startswith("", 1))
print(s.endswith("", -1), s.endswith("d", -1), s.endswith("h\u00e9", -100, 2), s.startswith(("a", "b", "h")))
print("abc".startswith("abc", -3), "abc".endswith("bc", None), "abc".endswith("abcd"))
