# Non-int items are searched by equality, as CPython's sequence search.
print(range(3).count(1.0), 2.0 in range(5), range(5).index(3.0))
for r, x in [(range(3), 5.0), (range(3), "a")]:
    try:
        r.index(x)
    except ValueError as e:
        print("ValueError:", e)
class Eq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return other == self.v
print(Eq(2**64 + 1) in range(2**64, 2**64 + 3), range(2**64, 2**64 + 3).index(Eq(2**64 + 2)))
print(range(2**64, 2**64 + 6, 2).count(Eq(2**64 + 4)))
