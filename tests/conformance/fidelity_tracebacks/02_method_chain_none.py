# Look up a user's email domain; a missing user gives None.
users = {"ana": "ana@example.com", "bo": None}
for name in ["ana"]:
    print(name, users.get(name).split("@")[1])
print("bo's domain:", users.get("bo").split("@")[1])
