t = str.maketrans("abc", "xyz")
print(sorted(t.items()))
print("aabbcc-abc".translate(t))
t2 = str.maketrans("ab", "\u00e9\u20ac", "c")
print(sorted(t2.items()), "abcabc".translate(t2))
t3 = str.maketrans({"a": "AA", "b": None, 99: 100, "\u00e9": "e"})
print(sorted(t3.items()), "abc\u00e9d".translate(t3))
print("hello".translate({ord("l"): None}), "hello".translate({104: "J", 111: 0x20ac}))
print("abc".translate({}), "".translate(t), "abc".translate(str.maketrans("", "")))
print("abc".maketrans("a", "b"))
class Tab:
    def __getitem__(self, k):
        if k == ord("a"):
            return "@"
        raise LookupError(k)
print("banana".translate(Tab()))
print("abc".translate(["x", "y", "z"] * 40))
