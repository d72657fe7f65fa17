def make_user(name, email, active=True):
    return {"name": name, "email": email, "active": active}


print(make_user("kim", "kim@x.org"))
print(make_user(name="lee", email="lee@x.org", active=False))
fields = {"name": "max", "email": "max@x.org"}
print(make_user(**fields))
print(make_user("max", mail="max@x.org"))
