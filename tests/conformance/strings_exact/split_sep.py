samples = ["a,b,c", ",a,,b,", "", ",", "abc", "a\u00e9\u00e9b\u00e9\u00e9c", "a--b---c"]
for s in samples:
    for sep in [",", "\u00e9\u00e9", "--", "x"]:
        print(repr(s), repr(sep), s.split(sep), s.rsplit(sep), s.split(sep, 1), s.rsplit(sep, 1))
print("a,b,c".split(sep=","), "a,b,c".split(",", maxsplit=1), "a,b,c".rsplit(sep=",", maxsplit=1))
print("aaa".split("a"), "aaaa".split("aa"), "aaaaa".rsplit("aa"), "aaaaa".split("aa"))
print("a,b".split(",", 0), "a,b".split(",", -5), "a b".split(None), "a b".split(sep=None))
