from functools import reduce, lru_cache, partial, wraps, cmp_to_key, total_ordering
print(reduce(lambda a, b: a * b, range(1, 8)), reduce(max, [3, 9, 2], 0))
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
def power(base, exp):
    return base ** exp
square = partial(power, exp=2)
print(square(7), partial(power, 2)(10), square.keywords)
def logged(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        print(f"calling {fn.__name__}{a}")
        return fn(*a, **k)
    return wrapper
@logged
def add(x, y):
    "Add two numbers."
    return x + y
print(add(2, 3), add.__name__, add.__doc__)
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["bb", "a", "ccc", "ab"], key=cmp_to_key(cmp)))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print(e)
