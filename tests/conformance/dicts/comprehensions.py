squares = {n: n * n for n in range(6)}
print(squares)
evens = {k: v for k, v in squares.items() if k % 2 == 0}
print(evens)
words = ["apple", "Banana", "cherry"]
print({w.lower(): len(w) for w in words})
inverted = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inverted)
prices = {"tea": 3.5, "cake": 4.25, "water": 1.0}
print({k: round(v * 1.2, 2) for k, v in prices.items() if v > 2})
print({i: [j for j in range(i)] for i in range(4)})
