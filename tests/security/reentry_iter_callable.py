# expect: ok
# args: --callback-stress
# iter(callable, sentinel): the value is held while its __eq__ and the
# __bool__ of what __eq__ returns run; the callable is held while it runs
# even when a nested next() meets the sentinel and drops it (CPython 3.11
# itself crashes on that one; any clean outcome will do).
# stdout: ['1111111111', '2222222222', '3333333333', '4444444444']
# stdout: inner done
# stdout: x
def churn():
    for i in range(200):
        junk = ["y" * 40, i]

class No:
    def __bool__(self):
        churn()
        return False

class V:
    def __init__(self, n):
        self.s = str(n) * 10
    def __eq__(self, other):
        return No()

n = 0
def make():
    global n
    n += 1
    if n > 4:
        raise StopIteration
    return V(n)

print([v.s for v in iter(make, 0)])

depth = 0
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        global depth
        if depth == 0:
            depth = 1
            print('inner', next(it, 'done'))
            churn()
        return self.v < other.v

it = iter([A(str(i) * 20) for i in range(20)].sort, None)
print(next(it, 'x'))
