fields = [
    "id",
    "name"
    "email",
    "created",
]
print(fields)
print(len(fields), "fields")
row = ["7", "kim", "kim@x.org", "2024-01-01"]
record = dict(zip(fields, row))
print(record)
print(record["email"])
