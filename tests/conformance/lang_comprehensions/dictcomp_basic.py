stock = {"apple": 3, "pear": 0, "fig": 12, "kiwi": 7}
restock = {k: v + 10 for k, v in stock.items() if v < 5}
print(restock)
inverted = {v: k for k, v in stock.items()}
print(inverted)
word_lengths = {w: len(w) for w in ["alpha", "be", "gamma"]}
print(word_lengths)
index = {c: i for i, c in enumerate("hello")}
print(index)
grid = {(x, y): x * y for x in range(3) for y in range(2)}
print(grid)
print({k: ("low" if v < 5 else "ok") for k, v in sorted(stock.items())})
