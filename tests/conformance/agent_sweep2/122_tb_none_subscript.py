def lookup(users, name):
    for u in users:
        if u["name"] == name:
            return u
users = [{"name": "ann", "age": 31}, {"name": "bob", "age": 27}]
print(lookup(users, "bob")["age"])
print(lookup(users, "cy")["age"])
