Ötdef make_user(name, email, active=True):
    return {"name": name, "email": email, "active": active}


print(make_user("kim", "kim@x.org"))
print(make_user(name="lee", email="lee@x.org", active=False))
print(make_user("max", mail="max@x.org"))
