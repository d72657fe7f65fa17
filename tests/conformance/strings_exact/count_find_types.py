def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: "abc".find(1))
t(lambda: "abc".find("a", "x"))
t(lambda: "abc".find("a", 1.5))
t(lambda: "abc".count(None))
t(lambda: "abc".rfind("b", None, 2))
t(lambda: "abc".index("z"))
t(lambda: "abc".rindex("z", 1))
t(lambda: "abc".find("b", 10**30))
t(lambda: "abc".find("b", -10**30))
