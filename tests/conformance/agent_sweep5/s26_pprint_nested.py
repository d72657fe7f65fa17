from pprint import pprint, pformat
config = {"service": {"name": "api-gateway", "replicas": 3, "ports": [8080, 8443, 9090],
          "env": {"LOG_LEVEL": "debug", "DB_URL": "postgres://user:pass@localhost:5432/db", "FEATURE_FLAGS": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]}},
          "tags": ("prod", "eu-west-1"), "limits": {"cpu": 0.5, "mem": "512Mi"}, "empty": {}, "none": None}
pprint(config)
pprint(config, width=60, compact=True)
pprint(config, depth=2)
print(pformat(list(range(40)), width=50))
pprint({"z": 1, "a": 2, "m": [3] * 30}, sort_dicts=False)
pprint([{"id": i, "name": f"user{i}", "email": f"user{i}@example.com"} for i in range(3)])
pprint("a long string " * 8, width=40)
pprint({"nested": [[1, 2, [3, 4, [5, 6, [7, 8]]]]]}, width=20)
pprint(set(range(25)), width=40)
pprint((1,)), pprint([]), pprint(frozenset([1, 2]))
