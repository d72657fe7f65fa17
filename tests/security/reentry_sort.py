# expect: ok
# args: --callback-stress
# stdout: [0, 1, 2, 3, 4, 5, 6, 7]
# stdout: [39, 38, 37, 36, 35]
# stdout: [39, 37, 35, 32, 30]
# stdout: 30 [0, 1, 2, 3, 4]
# stdout: ValueError list modified during sort 30
# stdout: ValueError list modified during sort 30
# sorted()/list.sort(): the pair being inserted stays visible to the
# collector while __lt__ runs (an insertion sort shifts over its slot);
# keys are held; a list changed during its sort is reported as CPython
# does, and clearing the (hidden, empty) list being sorted is no change.
def churn():
    for i in range(200):
        junk = ["y" * 40, i]

class S:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        churn()
        return self.n < other.n

class Fresh:
    def __init__(self, n):
        self.n = n
        self.k = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.k += 1
        if self.k > self.n:
            raise StopIteration
        return S(self.k * 7 % 40)

print([s.n for s in sorted(Fresh(40))][:8])
print([s.n for s in sorted(Fresh(40), key=lambda s: S(-s.n))][:5])
print([s.n for s in sorted(Fresh(20), reverse=True)][:5])

L = []
class C:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        L.clear()
        churn()
        return self.n < other.n

L[:] = [C(i * 13 % 30) for i in range(30)]
L.sort()
print(len(L), [c.n for c in L][:5])

class D(C):
    def __lt__(self, other):
        L.append(self)
        churn()
        return self.n < other.n

L[:] = [D(i * 13 % 30) for i in range(30)]
try:
    L.sort()
except ValueError as e:
    print('ValueError', e, len(L))

def key(c):
    L.append(c)
    L.clear()
    churn()
    return -c.n

L[:] = [C(i * 13 % 30) for i in range(30)]
try:
    L.sort(key=key)
except ValueError as e:
    print('ValueError', e, len(L))
