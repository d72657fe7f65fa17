inventory = [("bolt", 5), ("nut", None), ("screw", 2)]
names = sorted(name for name, _ in inventory)
print(names)
known = [qty for _, qty in inventory if qty is not None]
print(min(known), max(known))
low = [name for name, qty in inventory if qty is not None and qty < 3]
print(low)
ranked = sorted(inventory, key=lambda row: row[1])
print(ranked)
