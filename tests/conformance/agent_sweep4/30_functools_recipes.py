from functools import lru_cache, partial, reduce, wraps, cached_property, singledispatch, cmp_to_key, partialmethod, cache
import operator
@lru_cache(maxsize=3)
def slow_square(n):
    return n * n
for n in [1, 2, 3, 1, 4, 1, 2]:
    slow_square(n)
print(slow_square.cache_info())
slow_square.cache_clear(); print(slow_square.cache_info())
@cache
def ways(n): return 1 if n <= 1 else ways(n - 1) + ways(n - 2)
print(ways(90), ways.cache_info().currsize)
def power(base, exp): return base ** exp
sq = partial(power, exp=2); cube = partial(power, exp=3)
print(sq(9), cube(2), sq.func.__name__, sq.keywords, sq.args, partial(power, 2)(10), repr(partial(int, base=2))[:25])
print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 1), reduce(max, [3, 9, 2]), reduce(operator.or_, [{1}, {2}, {1, 3}]))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
def log_calls(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        r = fn(*a, **k)
        print(f"{fn.__name__}{a} -> {r}")
        return r
    return wrapper
@log_calls
def add(a, b):
    """Add two numbers."""
    return a + b
add(2, 3); print(add.__name__, add.__doc__, add.__wrapped__(1, 1))
class Report:
    def __init__(self, rows): self.rows = rows; self.calls = 0
    @cached_property
    def total(self):
        self.calls += 1
        return sum(self.rows)
r = Report([1, 2, 3]); print(r.total, r.total, r.calls); del r.total; print(r.total, r.calls)
@singledispatch
def describe(x): return f"object {x!r}"
@describe.register
def _(x: int): return f"int {x}"
@describe.register(list)
def _(x): return f"list of {len(x)}"
@describe.register
def _(x: float | str): return f"float-or-str {x}"
print(describe(1), describe([1, 2]), describe(2.5), describe("s"), describe(None), describe(True))
def by_len_then_alpha(a, b):
    if len(a) != len(b): return len(a) - len(b)
    return (a > b) - (a < b)
print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=cmp_to_key(by_len_then_alpha)))
class Cell:
    def __init__(self): self.state = None
    def set_state(self, s): self.state = s
    on = partialmethod(set_state, True)
    off = partialmethod(set_state, False)
c = Cell(); c.on(); print(c.state); c.off(); print(c.state)
pipeline = [str.strip, str.lower, partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_"))]
print(reduce(lambda acc, f: f(acc), pipeline, "  Hello World  "))
@lru_cache(maxsize=None)
def edit(a, b):
    if not a: return len(b)
    if not b: return len(a)
    return min(edit(a[1:], b) + 1, edit(a, b[1:]) + 1, edit(a[1:], b[1:]) + (a[0] != b[0]))
print(edit("kitten", "sitting"), edit("flaw", "lawn"), edit.cache_info().hits > 0)
try:
    @lru_cache
    def h(x): return x
    h([1])
except TypeError as e:
    print("TypeError:", e)
