prices = {"apple": "1.20", "pear": "0.80", "fig": "2"}
total_cents = 0
for name, p in prices.items():
    cents = int(p.replace(".", ""))
    total_cents += cents
    print(name, cents)
print(int(prices["apple"]))
