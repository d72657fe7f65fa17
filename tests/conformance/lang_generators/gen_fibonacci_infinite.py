def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n, iterable):
    out = []
    for item in iterable:
        if len(out) == n:
            break
        out.append(item)
    return out


print(take(10, fibonacci()))
for i, f in enumerate(fibonacci()):
    if f > 1000:
        print("first fib above 1000:", f, "at index", i)
        break
evens = (f for f in fibonacci() if f % 2 == 0)
print([next(evens) for _ in range(6)])
