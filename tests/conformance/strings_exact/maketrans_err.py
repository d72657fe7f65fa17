def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: str.maketrans(1))
t(lambda: str.maketrans("ab", "c"))
t(lambda: str.maketrans({"ab": 1}))
t(lambda: str.maketrans({1.5: 1}))
t(lambda: str.maketrans("a", "b", 1))
t(lambda: str.maketrans("a", 1))
t(lambda: str.maketrans(1, "a"))
t(lambda: "abc".translate({97: 1.5}))
t(lambda: "abc".translate({97: 0x110000}))
t(lambda: "abc".translate({97: -1}))
print(str.maketrans("ab", "cd", "x"))
