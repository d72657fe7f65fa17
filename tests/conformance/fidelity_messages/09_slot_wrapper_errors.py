# Dunder methods of built-in types called directly with wrong arguments,
# and read-only number attributes: CPython's wording for each.
def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


samples = [7, 2.5, "ab", b"ab", bytearray(b"ab"), [1, 2], (1, 2), {"k": 1}, {1}, frozenset({1}), range(3)]
for obj in samples:
    kind = type(obj).__name__
    for name in ("__len__", "__getitem__", "__contains__", "__eq__", "__hash__", "__repr__",
                 "__add__", "__mul__", "__rmul__", "__setitem__", "__iter__", "__bool__", "__neg__"):
        method = getattr(obj, name, None)
        if method is None:
            continue
        attempt(f"{kind}.{name}(key=1)", lambda: method(key=1))
        attempt(f"{kind}.{name}(1, 2, 3)", lambda: method(1, 2, 3))

it = iter([1, 2])
attempt("iterator __next__(1)", lambda: it.__next__(1))
attempt("iterator __next__(x=1)", lambda: it.__next__(x=1))
attempt("iterator __next__()", lambda: it.__next__())


class Score(int):
    pass


class Ratio(float):
    pass


attempt("int subclass .real =", lambda: setattr(Score(5), "real", 7))
attempt("int subclass .numerator =", lambda: setattr(Score(5), "numerator", 7))
attempt("int subclass del .imag", lambda: delattr(Score(5), "imag"))
attempt("float subclass .real =", lambda: setattr(Ratio(1.5), "real", 2.0))
attempt("int .real =", lambda: setattr(5, "real", 7))
attempt("bool .denominator =", lambda: setattr(True, "denominator", 2))
s = Score(5)
s.label = "five"
print(s, s.label, s.real, Ratio(1.5).imag)
