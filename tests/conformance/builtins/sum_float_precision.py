prices = [19.99, 5.01, 3.333, 0.1, 0.2, 0.3]
print(sum(prices))
print(sum(prices, 0.0), sum(prices, 100))
print(sum([0.1] * 3), 0.1 + 0.1 + 0.1, sum([0.1] * 3) == 0.3)
print(sum([1e100, 1.0, -1e100]), sum([1, 1e-16, -1]))
cart = {"apple": (0.5, 6), "milk": (1.29, 2), "bread": (2.49, 1)}
subtotal = 0
for item, (price, qty) in cart.items():
    line = price * qty
    subtotal += line
    print(item, qty, price, line)
print("subtotal", subtotal, round(subtotal, 2))
tax = subtotal * 0.0825
print("tax", tax, round(tax, 2), f"{tax:.2f}")
print("total", round(subtotal + tax, 2))
averages = [sum(range(n)) / n for n in range(1, 8)]
print(averages)
