def memoize(func):
    cache = {}
    calls = 0

    def wrapper(n):
        nonlocal calls
        calls += 1
        if n not in cache:
            cache[n] = func(n)
        return cache[n]

    def stats():
        return f"{func.__name__}: {calls} calls, {len(cache)} cached"

    wrapper.stats = stats
    return wrapper


@memoize
def ways(n):
    """Ways to climb n stairs taking 1 or 2 steps."""
    return 1 if n < 2 else ways(n - 1) + ways(n - 2)

print(ways(30))
print(ways.stats())
