users = {"alice": {"email": "a@x.com", "roles": ["admin"]}, "bob": {"roles": []}}
for name, info in users.items():
    roles = ", ".join(info["roles"]) or "none"
    print(f"{name}: {info['email']} ({roles})")
