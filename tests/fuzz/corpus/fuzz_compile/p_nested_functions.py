def make_counter():
    count = 0
    def counter():
        nonlocal count
        count += 1
        return count
    return counter

def make_adders():
    return [lambda x, n=n: x + n for n in range(3)]

def outer(a):
    def middle(b):
        def inner(c):
            return a + b + c
        return inner
    return middle

def memoize(func):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = func(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper

@memoize
def slow(n):
    return n if n < 2 else slow(n - 1) + slow(n - 2)

def recursive(data, depth=0):
    if depth > 10:
        raise RecursionError("too deep")
    return [recursive(d, depth + 1) if isinstance(d, list) else d for d in data]
