# Sort records by a field that one record lacks.
records = [{"name": "x", "age": 31}, {"name": "y", "age": 25}, {"name": "z"}]
print("records:", len(records))
by_age = sorted(records, key=lambda r: r["age"])
print([r["name"] for r in by_age])
