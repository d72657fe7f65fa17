config = {
    "server": {"host": "localhost", "ports": [80, 443]},
    "users": [{"name": "root", "admin": True}, {"name": "guest", "admin": False}],
    "debug": False,
}
print(config["server"]["host"], config["server"]["ports"][-1])
print([u["name"] for u in config["users"] if u["admin"]])
config["server"]["ports"].append(8080)
config["users"][1]["admin"] = True
print(config)
print(len(config), len(config["users"]))
print(config.get("missing", {}).get("x", "fallback"))
