data = {"users": [{"name": "a", "tags": None}]}
for u in data["users"]:
    print(len(u["tags"]))
