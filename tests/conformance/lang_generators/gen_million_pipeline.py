def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(src):
    for x in src:
        if x % 2 == 0:
            yield x


def scaled(src, k):
    for x in src:
        yield x * k


total = 0
count = 0
for v in scaled(evens(numbers(1_000_000)), 3):
    total += v
    count += 1
print(count, total)
print(sum(x for x in range(1_000_000) if x % 7 == 0))
