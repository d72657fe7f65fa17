# expect: ok
# args: --callback-stress
# stdout: inner (2, 10)
# stdout: inner stop
# stdout: []
# stdout: inner (2, 10)
# stdout: ValueError zip() argument 2 is shorter than argument 1
# stdout: [(1, 'a'), (2, 'b')]
# stdout: ValueError zip() argument 2 is shorter than argument 1
# stdout: ['1111', '2222', '3333']
# zip() holds its tuple of iterators while their __next__ run: a nested
# next() of the same zip can exhaust it and drop that tuple. strict= is
# read (its __bool__ runs) before the zip object exists.
def churn():
    for i in range(200):
        junk = ["y" * 40, i]

z = None
class A:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n == 1:
            for k in range(2):
                try:
                    print('inner', next(z))
                except StopIteration:
                    print('inner stop')
            churn()
        return self.n

z = zip(A(), iter([10]))
print(list(z))
z = zip(A(), iter([10]), strict=True)
try:
    print(list(z))
except ValueError as e:
    print('ValueError', e)

class Strict:
    def __bool__(self):
        churn()
        return True

print(list(zip([1, 2], ('a', 'b'), strict=Strict())))
try:
    list(zip([1, 2], [3], strict=Strict()))
except ValueError as e:
    print('ValueError', e)

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

print([a[0][:2] + b[0][:2] for a, b in zip(Fresh(3), Fresh(4))])
