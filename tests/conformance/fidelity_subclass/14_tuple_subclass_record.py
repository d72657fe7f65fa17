# tuple subclasses as immutable records.
class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]

    @property
    def second(self):
        return self[1]

    def swap(self):
        return Pair(self[1], self[0])

    def __repr__(self):
        return "Pair%s" % tuple.__repr__(self)


p = Pair(1, "x")
print(p, p.first, p.second, p.swap(), len(p), p == (1, "x"), hash(p) == hash((1, "x")))
print(type(p + (3,)).__name__, type(p[:1]).__name__, p * 2, list(p), p.count(1), p.index("x"))
try:
    p.first = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    Pair(1)
except TypeError as e:
    print(type(e).__name__, e)
a, b = p
print(a, b, {p: "found"}[(1, "x")], sorted([Pair(2, 1), Pair(1, 2)]))
p.note = "hi"
print(p.note, getattr(p, "note"), hasattr(p, "other"))
