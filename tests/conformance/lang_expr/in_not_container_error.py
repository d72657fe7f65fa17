stock = {"apple": 3, "pear": 0}
orders = ["apple", "plum"]
for o in orders:
    print(o, o in stock, o not in stock)
print(3 in stock.values(), "a" in "apple")
available = [name for name in orders if name in stock and stock[name] > 0]
print(available)
count = stock["apple"]
print("count is", count)
print("found" if 3 in count else "missing")
