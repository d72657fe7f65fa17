import time
def counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c = counter()
print(c(), c(), c(5))
def retry(times):
    def deco(fn):
        def wrapper(*a, **kw):
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, **kw)
                except ValueError as e:
                    print(f"attempt {attempt} failed: {e}")
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts")
        return wrapper
    return deco
calls = iter([ValueError("x"), ValueError("y"), 42])
@retry(3)
def flaky():
    v = next(calls)
    if isinstance(v, Exception):
        raise v
    return v
print(flaky())
@retry(2)
def always_bad():
    raise ValueError("nope")
try:
    always_bad()
except RuntimeError as e:
    print(e)
fns = [lambda i=i: i * 10 for i in range(3)]
print([f() for f in fns])
late = [lambda: i for i in range(3)]
print([f() for f in late])
def memo(fn):
    cache = {}
    def w(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    w.cache = cache
    return w
@memo
def sq(n): return n * n
print(sq(4), sq(4), sq.cache)
