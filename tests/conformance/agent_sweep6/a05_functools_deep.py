import functools
from functools import lru_cache, partial, reduce, total_ordering, cached_property, wraps, cache

@lru_cache(maxsize=3)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(20), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())
fib(5)
print(fib.cache_info())

@cache
def slow_square(x):
    print("computing", x)
    return x * x
print(slow_square(4), slow_square(4), slow_square.cache_info())

def power(base, exp, *, mod=None):
    return pow(base, exp, mod)
sq = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=7)
print(sq(9), cube_mod(4), sq.func.__name__, sq.args, sq.keywords)
p2 = partial(partial(max, 1), 5, key=abs)
print(p2(-10), p2.args, p2.keywords)
print(reduce(lambda acc, x: acc * 10 + x, [1, 2, 3, 4]))
print(reduce(lambda a, b: a + b, [], "empty"))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print("TypeError:", e)

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs), max(vs), Version("1.2") >= Version("1.1.9"), Version("2") <= Version("1.9"))

class Report:
    def __init__(self, rows):
        self.rows = rows
    @cached_property
    def total(self):
        print("summing")
        return sum(self.rows)
r = Report([1, 2, 3])
print(r.total, r.total)
del r.total
print(r.total)

def logged(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        res = fn(*a, **k)
        print(f"{fn.__name__}{a} -> {res!r}")
        return res
    return wrapper

@logged
def add(x, y=0):
    "Add two numbers."
    return x + y
add(2, y=3)
print(add.__name__, add.__doc__, add.__wrapped__(1, 1))
key = functools.cmp_to_key(lambda a, b: (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b))
print(sorted(["ccc", "a", "bb", "aa", "b"], key=key))

@functools.singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(list)
def _(x):
    return f"list of {len(x)}"
print(describe(3), describe([1, 2]), describe("s"), describe(True))
print(describe.dispatch(bool).__name__ == "_", sorted(t.__name__ for t in describe.registry))
