orders = {"ann": [3, 4], "bob": [10], "cy": 7}
first_two = [orders[k] for k in ["ann", "bob"]]
print(first_two)
sizes = [len(v) if isinstance(v, list) else 1 for v in orders.values()]
print(sizes)
keys = sorted(k for k in orders)
print(keys)
all_items = [item for k in keys for item in orders[k]]
print(all_items)
