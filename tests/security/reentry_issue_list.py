# expect: ok
# args: --callback-stress
# stdout: get IndexError list index out of range 0
# stdout: set IndexError list assignment index out of range 0
# stdout: del IndexError list assignment index out of range 0
# stdout: slice_get 0
# stdout: slice_get ok 0
# stdout: slice_set ok 5
# stdout: slice_del ok 0
# stdout: ext_set ValueError attempt to assign sequence of size 45 to extended slice of size 0 0
# stdout: pop IndexError pop from empty list 0
# stdout: insert ok 1
# stdout: gen [1]
# stdout: gen ext attempt to assign sequence of size 1 to extended slice of size 10 []
# stdout: eq False False 1010
# stdout: lt True 0
# The reproducers M1, M3 and M6 with their variants: __index__ of an
# index or slice bound empties the list and forces garbage, a generator on
# the right-hand side empties it, __eq__ grows one side of a comparison.
def churn():
    for i in range(20000):
        junk = ["y" * 40, i]

def fresh():
    return [str(i) * 30 for i in range(100)]

class I:
    def __init__(self, target, n=50):
        self.target = target
        self.n = n
    def __index__(self):
        self.target.clear()
        churn()
        return self.n

for what in ("get", "set", "del", "slice_get", "slice_set", "slice_del", "ext_set", "pop", "insert"):
    L = fresh()
    try:
        if what == "get":
            x = L[I(L)]
        elif what == "set":
            L[I(L)] = 1
        elif what == "del":
            del L[I(L)]
        elif what == "slice_get":
            x = L[I(L, 10):I(L, 90)]
            print(what, len(x))
        elif what == "slice_set":
            L[I(L, 10):I(L, 90)] = ["z"] * 5
        elif what == "slice_del":
            del L[I(L, 10)::I(L, 2)]
        elif what == "ext_set":
            L[0:I(L, 90):2] = ["z"] * 45
        elif what == "pop":
            L.pop(I(L))
        elif what == "insert":
            L.insert(I(L), "x")
        print(what, "ok", len(L))
    except Exception as e:
        print(what, type(e).__name__, e, len(L))

# The right-hand side of a slice assignment is consumed after the bounds
# are fixed: a generator that empties the list.
L = list(range(100))
def g():
    L.clear()
    churn()
    yield 1
L[10:20] = g()
print("gen", L)
L = list(range(100))
try:
    L[10:30:2] = g()
except ValueError as e:
    print("gen ext", e, L)
# == and < keep both item arrays across __eq__, which extends a list.
A = [str(i) for i in range(10)]
class E:
    def __eq__(self, other):
        A.extend(range(1000))
        churn()
        return False
    def __lt__(self, other):
        A.clear()
        return True
B = [E()] + A[1:]
print("eq", A == B, B == A, len(A))
A = [str(i) for i in range(10)]
B = [E()] + A[1:]
print("lt", B < A, len(A))
