from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info(), fib(10), fib.cache_info())

@lru_cache(maxsize=2)
def sq(x):
    print('computing', x)
    return x * x
print(sq(2), sq(3), sq(2), sq(4), sq(3), sq(2))
print(sq.cache_info(), sq.cache_parameters())

@cache
def ways(n, coins=(1, 2, 5)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
print(ways(100), ways.cache_info().hits > 0)

@lru_cache
def slow(a, b=1):
    return a * b
print(slow(3), slow(3, b=2), slow(3), slow.cache_info())
print(fib.__name__, slow.__wrapped__(4, 5))

@lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())
try:
    @lru_cache(maxsize='big')
    def bad(): pass
except TypeError as e:
    print('TypeError', e)
try:
    slow([1], 2)
except TypeError as e:
    print('TypeError', e)
