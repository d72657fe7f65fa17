def lookup_price(item):
    prices = {"tea": 2.5, "cake": 4.0}
    return prices.get(item)


order = ["tea", "cake", "coffee"]
subtotal = 0
for item in order:
    price = lookup_price(item)
    print(item, price)
    subtotal += price
print(subtotal)
