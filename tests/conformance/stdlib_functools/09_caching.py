# Memoize an expensive pricing lookup and inspect the cache.
from functools import lru_cache, cache, cached_property, wraps

calls = []


@lru_cache(maxsize=2)
def shipping_cost(zone, weight):
    calls.append((zone, weight))
    return round(4.5 + zone * 1.25 + weight * 0.8, 2)


for args in [(1, 2), (1, 2), (2, 5), (3, 1), (1, 2), (3, 1)]:
    print(args, shipping_cost(*args))
print(calls, shipping_cost.cache_info())
shipping_cost.cache_clear()
print(shipping_cost.cache_info(), shipping_cost.cache_parameters())


@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info().hits > 0)


class Report:
    def __init__(self, rows):
        self.rows = rows

    @cached_property
    def total(self):
        print("computing total")
        return sum(self.rows)


r = Report([1, 2, 3])
print(r.total, r.total)
del r.total
r.rows.append(4)
print(r.total)


def logged(f):
    @wraps(f)
    def inner(*a):
        return f(*a)
    return inner


@logged
def net(price):
    """Price after tax."""
    return price * 1.2


print(net.__name__, net.__doc__, net.__wrapped__(10), net(10))
