inventory = {"apple": 4, "pear": 0, "plum": 9}
in_stock = [name for name in inventory if inventory[name] > 0]
print(in_stock)
counts = {n: c for n, c in inventory.items()}
print(counts)
total = sum(inventory[k] for k in inventory)
print("total units:", total)
empty = {k for k, v in inventory.items() if not v}
print("empty:", empty)
# the comprehension variable does not leak into the module scope
print("last name checked:", name)
