def find_user(users, name):
    for u in users:
        if u["name"] == name:
            return u
    return None


users = [{"name": "ann", "age": 30}, {"name": "bob", "age": 25}]
u = find_user(users, "bob")
print(u is not None and u["age"])
missing = find_user(users, "zed")
print(missing is None)
print(missing["age"])
