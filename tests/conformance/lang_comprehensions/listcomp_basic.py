prices = [19.99, 5.0, 42.5, 3.25]
with_tax = [round(p * 1.08, 2) for p in prices]
print(with_tax)
names = ["  Ada ", "grace", "LINUS  "]
clean = [n.strip().title() for n in names]
print(clean)
lengths = [len(n) for n in clean]
print(lengths, sum(lengths))
pairs = [(n, len(n)) for n in clean]
print(pairs)
print([c for c in "a1b2c3" if c.isdigit()])
print([i * j for i, j in zip(range(5), range(5, 10))])
print([str(x) for x in range(3)] + [None for _ in range(2)])
