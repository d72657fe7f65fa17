stock = {"apple": 5, "pear": 2, "fig": 0}
prices = {"apple": 0.5, "pear": 0.75}
value_known = {k: stock[k] * prices[k] for k in prices}
print(value_known)
low = {k: v for k, v in stock.items() if v < 3}
print(low)
value_all = {k: round(q * prices[k], 2) for k, q in stock.items()}
print(value_all)
