# Iteration order after deletions, views and reversed().
inventory = {"apple": 3, "pear": 0, "fig": 7, "kiwi": 0, "plum": 2, "lime": 0}
for name in [k for k, v in inventory.items() if v == 0]:
    del inventory[name]
print(list(inventory), list(inventory.values()))
inventory["pear"] = 5
inventory["apple"] = 4
print(list(inventory.items()))
print(list(reversed(inventory)), list(reversed(inventory.values())))
keys = inventory.keys()
inventory.pop("fig")
inventory["date"] = 1
print(keys, len(keys), "fig" in keys)

order = {}
for i in range(30):
    order[i % 7] = i
    if i % 5 == 0:
        order.pop(i % 7, None)
print(order)
seen = []
d = {c: ord(c) for c in "abcdefgh"}
for k in d:
    seen.append(k)
    if k == "c":
        d["c"] = 0
print(seen, d)
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print("RuntimeError", e)
print(d)
