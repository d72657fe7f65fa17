# Running totals, moving averages and percent change over a time series.
prices = [100.0, 102.5, 101.0, 105.25, 107.0, 104.5, 110.0, 111.5]
from itertools import accumulate, islice
def moving_avg(xs, n):
    window = sum(xs[:n])
    yield window / n
    for i in range(n, len(xs)):
        window += xs[i] - xs[i - n]
        yield window / n
print([round(x, 3) for x in moving_avg(prices, 3)])
changes = [(b - a) / a for a, b in zip(prices, prices[1:])]
print([f"{c:+.2%}" for c in changes])
print(list(accumulate(prices, max)), list(accumulate(changes, lambda acc, c: acc * (1 + c), initial=1.0))[-1])
best = max(range(len(prices)), key=lambda i: prices[i] - min(prices[:i + 1]))
print(best, prices[best] - min(prices[:best + 1]))
streak = longest = 0
for c in changes:
    streak = streak + 1 if c > 0 else 0
    longest = max(longest, streak)
print(longest, sum(1 for c in changes if c < 0), round(sum(changes) / len(changes), 6))
for i, (p, c) in enumerate(zip(islice(prices, 1, None), changes), 1):
    bar = ("+" if c > 0 else "-") * int(abs(c) * 200)
    print(f"day {i}: {p:7.2f} {bar}")
