import pprint

config = {
    "database": {"host": "db.internal.example.com", "port": 5432, "user": "admin",
                 "options": {"sslmode": "require", "connect_timeout": 10}},
    "services": ["auth", "billing", "notifications", "search", "analytics", "reporting"],
    "features": {"beta": True, "dark_mode": False},
    "version": (3, 11, 2),
    "empty": {},
    "none": None,
}
pprint.pprint(config)
pprint.pprint(config, width=40)
pprint.pprint(config, depth=1)
pprint.pprint(config, depth=2, width=60)
pprint.pprint(config, indent=4, width=50)
pprint.pp(config, width=60)
pprint.pprint(config, sort_dicts=False, width=100)
print(pprint.pformat({"b": 1, "a": 2}))
