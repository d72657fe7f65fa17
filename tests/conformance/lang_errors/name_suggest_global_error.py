inventory = {"apple": 3, "pear": 5}
threshold = 4


def low_stock():
    return [k for k, v in inventory.items() if v < treshold]


print("inventory:", inventory)
print(low_stock())
