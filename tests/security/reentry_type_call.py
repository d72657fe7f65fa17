# expect: ok
# args: --callback-stress
# stdout: ['1111111111', '2222222222', '3333333333', '4444444444']
# stdout: ['1111111111', '2222222222', '3333333333']
# stdout: ['1111111111', '2222222222', '3333333333']
# stdout: 2222222222 0
# stdout: ['5555555555']
# Calling a class from a native with arguments that only the native holds
# (map over fresh items): the arguments stay held from __new__ (user code
# that collects) until __init__ has run.
import itertools

def churn():
    for i in range(200):
        junk = ["y" * 40, i]

class C:
    def __new__(cls, *x):
        churn()
        return object.__new__(cls)
    def __init__(self, *x):
        churn()
        self.x = x[-1][0]

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
        return [str(self.k) * 10]

print([c.x for c in map(C, Fresh(4))])
print([c.x for c in map(C, Fresh(3), Fresh(3))])
print([c.x for c in itertools.starmap(C, zip(Fresh(3)))])
print(C(*Fresh(2)).x, C(x=1, *Fresh(1)).x if False else 0)
print(max(Fresh(5), key=lambda r: C(r).x))
