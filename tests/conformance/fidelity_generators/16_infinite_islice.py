# Infinite generators consumed with itertools.islice, takewhile and count.
from itertools import count, islice, takewhile, dropwhile, cycle


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def primes():
    found = []
    for n in count(2):
        if all(n % p for p in found):
            found.append(n)
            yield n


print(list(islice(fib(), 10)))
print(list(islice(fib(), 5, 12, 2)))
print(list(takewhile(lambda x: x < 30, primes())))
print(next(dropwhile(lambda x: x < 1000, fib())))
f = fib()
print(list(islice(f, 3)), list(islice(f, 3)), next(f))
print(list(islice(cycle("ab"), 5)), list(zip(count(1), "xyz")))
print(list(islice(primes(), 0)), list(islice("abcdef", None, None, 2)))
for bad in (-1, "3", 1.5):
    try:
        islice(fib(), bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
evens = (n for n in count() if n % 2 == 0)
print([next(evens) for _ in range(4)])
