prices = {"apple": 0.5, "melon": 3.0}
for item, price in prices.items():
    print(f"{item}: {f'{price:.2f}':>8}")
print(f"{f'{len(prices)} items'!r}")
currency = "EUR"
total = sum(prices.values())
print(f"total {f'{total:.2f}'} {currency}")
line = f"{f'{total * 1.2:.2f}':>10} incl. tax"
print(line)
wanted = ["apple", "kiwi"]
for item in wanted:
    print(f"{item}: {f'{prices[item]:.2f}'}")
