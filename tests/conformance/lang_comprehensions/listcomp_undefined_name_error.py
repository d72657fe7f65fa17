products = [("pen", 1.5), ("book", 12.0), ("bag", 30.0)]
names = [p[0] for p in products]
print(names)
cheap = [n for n, price in products if price < 10]
print(cheap)
rate = 0.1
taxed = [(n, round(price * (1 + rate), 2)) for n, price in products]
print(taxed)
discounted = [(n, round(price * (1 - discount), 2)) for n, price in products]
print(discounted)
