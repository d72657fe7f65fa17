prices = [3.5, 10.0, 7.25]
with_tax = (round(p * 1.2, 2) for p in prices)
print(list(with_tax))
print(list(with_tax))
totals = (p * 2 for p in prices)
print(sum(totals), sum(totals))
data = iter([1, 2, 3, 4, 5])
pairs = zip(data, data)
print(list(pairs))
rows = (line.split(",") for line in ["a,1", "b,2"])
names = [r[0] for r in rows]
print(names, list(rows))
