defaults = {"color": "blue", "size": "M", "qty": 1}
override = {"size": "L", "gift": True}
order = {**defaults, **override, "qty": 2}
print(order)
print({**override, **defaults})
print({"id": 7, **defaults})
print({**{}, **{"a": 1}})
base = {"x": 1}
copy = {**base}
copy["x"] = 99
print(base, copy)
layers = [{"a": 1}, {"b": 2}, {"a": 3}]
merged = {}
for layer in layers:
    merged = {**merged, **layer}
print(merged)
