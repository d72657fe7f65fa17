# Classes with __call__ used as functions, with state.
class Multiplier:
    def __init__(self, k):
        self.k = k
        self.calls = 0

    def __call__(self, x):
        self.calls += 1
        return x * self.k


double = Multiplier(2)
print(double(5), list(map(double, [1, 2, 3])), double.calls, callable(double))
print(sorted([3, -4, 1], key=Multiplier(-1)))
try:
    double()
except TypeError as e:
    print(type(e).__name__, e)
try:
    double(1, 2)
except TypeError as e:
    print(type(e).__name__, e)


class NotCallable:
    pass


print(callable(NotCallable), callable(NotCallable()))
try:
    NotCallable()()
except TypeError as e:
    print(type(e).__name__, e)


class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}

    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.fn(n)
        return self.cache[n]


@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(30), len(fib.cache), type(fib).__name__)
