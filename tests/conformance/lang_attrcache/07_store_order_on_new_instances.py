# Attribute stores on fresh instances from one __init__: the same sites
# see instances whose dicts were filled in other orders, had keys deleted,
# or were given extra attributes before the store.
class Rec:
    def __init__(self, a, b, pre=None):
        if pre:
            for k, v in pre.items():
                setattr(self, k, v)
        self.a = a
        self.b = b
        self.a = a * 10

def show(r):
    return {k: getattr(r, k) for k in ("a", "b", "z", "q", "c") if hasattr(r, k)}

recs = [Rec(1, 2), Rec(3, 4, {"b": 0}), Rec(5, 6, {"z": 1, "a": 0}), Rec(7, 8)]
for r in recs:
    print(show(r))

def refill(r):
    del r.a
    r.a = "again"
    r.b = "b2"
    return show(r)

print(refill(Rec(1, 2)))
print(refill(Rec(1, 2, {"q": 9})))

r = Rec(1, 2)
setattr(r, "c", 3)
r.a = 5
print(show(r), r.a, r.b)
r2 = Rec(1, 2)
del r2.a, r2.b
r2.b = "only"
print(show(r2))
many = [Rec(i, -i) for i in range(1000)]
print(sum(m.a + m.b for m in many), show(many[-1]))
