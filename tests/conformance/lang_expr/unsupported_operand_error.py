def total_cost(items):
    return sum(qty * price for qty, price in items)


cart = [(2, 3.5), (1, 10)]
print(total_cost(cart))
label = "Total: " + str(total_cost(cart))
print(label)
count = 3
print("items: " * count)
print(count + " items")
