inventory = {"apple": 3, "banana": 0, "cherry": 12}
inventory |= {"date": 7}
print(inventory, inventory | {"apple": 99}, {"z": 1} | inventory)
print(inventory.get("fig"), inventory.get("fig", 0), inventory.setdefault("fig", 1), inventory.pop("banana"))
print(inventory.pop("nope", "default"), list(inventory.items())[-1], inventory.popitem())
try:
    inventory.pop("nope")
except KeyError as e:
    print("KeyError", e)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
inverted = {v: k for k, v in inventory.items()}
print(inverted, dict(zip("abc", range(3))), dict([("x", 1)], y=2), dict.fromkeys(["a", "b"], []))
print(sorted(inventory, key=inventory.get), max(inventory, key=inventory.get), min(inventory.values()))
keys = inventory.keys()
print(keys & {"apple", "zzz"}, sorted(keys - {"apple"}), keys | {"q"} == set(keys) | {"q"}, "apple" in keys)
print(list(reversed(inventory)), len(inventory), inventory == dict(reversed(list(inventory.items()))))
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"].get("c"), nested.get("x", {}).get("y"))
merged = {}
for d in [{"a": 1, "b": 2}, {"b": 3, "c": 4}]:
    for k, v in d.items():
        merged[k] = merged.get(k, 0) + v
print(merged)
try:
    for k in inventory:
        inventory[k + "!"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
print({1: "a", 1.0: "b", True: "c"}, {(1, 2): "t"}[(1, 2)])
try:
    {[1]: 2}
except TypeError as e:
    print(e)
print(dict(sorted({"b": 2, "a": 1, "c": 0}.items(), key=lambda kv: kv[1])))
print(repr({}), repr({"a": {"b": []}}), str({"q": "it's"}))
