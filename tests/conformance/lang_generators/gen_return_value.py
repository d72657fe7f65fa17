def consume(values, limit):
    total = 0
    for v in values:
        if total + v > limit:
            return f"stopped at {total}"
        total += v
        yield total
    return f"finished with {total}"


g = consume([5, 10, 20, 40], 30)
while True:
    try:
        print("running total", next(g))
    except StopIteration as e:
        print("return value:", e.value)
        break
print(list(consume([1, 2], 10)))
g2 = consume([], 1)
try:
    next(g2)
except StopIteration as e:
    print("empty:", e.value, e.args)
