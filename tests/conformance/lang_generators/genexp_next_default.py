users = [
    {"name": "ann", "role": "dev", "active": False},
    {"name": "bob", "role": "ops", "active": True},
    {"name": "cy", "role": "dev", "active": True},
]
first_dev = next(u["name"] for u in users if u["role"] == "dev" and u["active"])
print(first_dev)
admin = next((u for u in users if u["role"] == "admin"), None)
print(admin)
idx = next((i for i, u in enumerate(users) if u["name"] == "cy"), -1)
print(idx)
print(next(iter(users))["name"])
print(next((c for c in "hello world" if c in "aeiou")))
