# An uncaught AttributeError: a function returned None on one path.
def find(users, name):
    for u in users:
        if u["name"] == name:
            return u


users = [{"name": "ann", "email": "ann@x"}]
print(find(users, "ann")["email"].upper())
result = find(users, "bob")
print(result)
print(result.get("email"))
