users = {"alice": {"email": "a@x.com"}, "bob": {}}
emails = {name: info["email"] for name, info in users.items()}
