from collections import Counter
stock = Counter({"apple": 5, "pear": 2})
prices = {"apple": 0.5, "pear": 0.75}
def checkout(cart):
    total = 0.0
    for item, qty in cart.items():
        if stock[item] < qty:
            raise ValueError(f"only {stock[item]} {item}(s) left, wanted {qty}")
        total += prices[item] * qty
        stock[item] -= qty
    return round(total, 2)
print(checkout({"apple": 2}), dict(stock))
print(checkout({"pear": 1, "apple": 1}), dict(stock))
print(checkout({"kiwi": 0}))
