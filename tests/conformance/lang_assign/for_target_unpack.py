inventory = [("apple", 3, 0.5), ("pear", 0, 0.75), ("fig", 12, 1.2)]
for name, qty, price in inventory:
    print(f"{name:<6}{qty:>3} @ {price:.2f}")
for i, (name, qty, _) in enumerate(inventory, 1):
    print(i, name, qty)
pairs = {"a": [1, 2], "b": [3, 4]}
for key, (lo, hi) in pairs.items():
    print(key, hi - lo)
for first, *rest in ["abc", "de"]:
    print(first, rest)
for [x, y] in [[1, 2], [3, 4]]:
    print(x * y)
