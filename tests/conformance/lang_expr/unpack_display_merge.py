base_cols = ("id", "name")
extra_cols = ["email", "phone"]
header = [*base_cols, *extra_cols, "created"]
print(header)
required = {*base_cols, "email"}
print(sorted(required))
row = (*range(1, 3), *"xy")
print(row)
optional = [c for c in header if c not in required]
print([*optional, *optional[:1]])
nested = [[1, 2], [3], []]
print([*nested[0], *nested[1], *nested[2]], (*nested,))
