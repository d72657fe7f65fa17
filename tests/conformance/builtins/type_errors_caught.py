def attempt(label, fn):
    try:
        result = fn()
        print(label, "->", repr(result))
    except TypeError as e:
        print(label, "-> TypeError:", e)
    except ValueError as e:
        print(label, "-> ValueError:", e)

attempt("str + int", lambda: "total: " + 5)
attempt("int + str", lambda: 5 + "5")
attempt("len(int)", lambda: len(42))
attempt("int(None)", lambda: int(None))
attempt("float(list)", lambda: float([1]))
attempt("int('')", lambda: int(""))
attempt("float('x')", lambda: float("x"))
attempt("list * float", lambda: [1] * 2.0)
attempt("str * str", lambda: "a" * "b")
attempt("None < 1", lambda: None < 1)
attempt("sum of str", lambda: sum(["a", "b"]))
attempt("abs(str)", lambda: abs("-1"))
attempt("max(int)", lambda: max(5))
attempt("call int", lambda: (5)())
attempt("index str", lambda: "abc"["1"])
attempt("dict key list", lambda: {[1]: 2})
attempt("ok", lambda: "5" * 3 + str(5))
