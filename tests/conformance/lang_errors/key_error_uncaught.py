prices = {"apple": 0.5, "banana": 0.25}
order = {"apple": 4, "banana": 6, "cherry": 10}
total = 0
for fruit, qty in order.items():
    cost = prices[fruit] * qty
    print(f"{fruit}: {cost:.2f}")
    total += cost
print(total)
