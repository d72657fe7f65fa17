def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: "a b".split(1))
t(lambda: "a b".split(",", "x"))
t(lambda: "a b".split(x=1))
t(lambda: "a b".split(",", sep=","))
t(lambda: "a b".rsplit(None, 1.5))
t(lambda: "a b".split(""))
t(lambda: "a b".rsplit(""))
t(lambda: "a b".partition(""))
t(lambda: "a b".rpartition(3))
t(lambda: "a\nb".splitlines(1.5))
