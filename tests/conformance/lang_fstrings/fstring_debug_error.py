inventory = {"pen": 3, "ink": 0}
for item, count in inventory.items():
    print(f"{item=} {count=}")
ratio = inventory["pen"] / 4
print(f"{ratio=:.2f}")
empty = inventory["ink"]
print(f"{empty=}")
print(f"{inventory['pen'] / empty=}")
