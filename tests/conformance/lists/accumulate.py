prices = [12.5, 8.0, 23.25, 4.75]
running = []
total = 0
for p in prices:
    total += p
    running.append(total)
print(running)
diffs = [b - a for a, b in zip(prices, prices[1:])]
print(diffs)
maxes = []
cur = None
for p in prices:
    cur = p if cur is None or p > cur else cur
    maxes.append(cur)
print(maxes)
print([round(p * 1.08, 2) for p in prices])
