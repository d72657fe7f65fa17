# Summarise a list of rows; the rows have no `total` attribute.
rows = [{"name": "a", "n": 3}, {"name": "b", "n": 5}]
count = len(rows)
print("rows:", count)
print(count, rows.total, sep=", ")
