# expect: ok
# args: --callback-stress
# stdout: ['000']
# stdout: [40, 40, 40]
# stdout: [200, 200]
# stdout: inner 10
# stdout: [10, 10]
# map(f, a, b) holds the item taken from `a` while b.__next__ runs (M8),
# and every item while f runs; with more than 8 iterables too, where a
# nested next() of the same map re-enters it.
L = [[str(i) * 30] for i in range(40)]

def churn():
    for i in range(200):
        junk = ["y" * 40, i]

class B:
    def __iter__(self):
        return self
    def __next__(self):
        L.clear()
        churn()
        return 1

def first(a, b):
    return a[0][:3]

print(list(map(first, L, B()))[:3])

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
        churn()
        return [str(self.k) * 20]

def width(*a):
    churn()
    return sum(len(x[0]) for x in a)

print(list(map(width, Fresh(3), Fresh(3))))
print(list(map(width, *[Fresh(2) for k in range(10)])))

m = None
class Nest:
    def __init__(self):
        self.k = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.k += 1
        if self.k == 1:
            print('inner', next(m))
            churn()
        return [self.k]

m = map(lambda *a: len(a), *[iter([[i] * 4 for i in range(3)]) for k in range(9)], Nest())
print(list(m))
