defaults = {"color": "red", "size": "M", "qty": 1}
overrides = {"size": "L", "qty": 3, "gift": True}
merged = defaults.copy()
merged.update(overrides)
print(merged)
print(defaults)
combined = dict(defaults)
for k, v in overrides.items():
    if k not in combined:
        combined[k] = v
print(combined)
totals = {}
for part in [{"a": 1, "b": 2}, {"b": 3, "c": 4}, {"a": 10}]:
    for k, v in part.items():
        totals[k] = totals.get(k, 0) + v
print(totals)
