from pprint import pprint, pformat
records = [{"id": i, "name": n, "email": f"{n.lower()}@example.com", "roles": r, "active": i % 2 == 0, "score": s}
           for i, (n, r, s) in enumerate([("Alice", ["admin", "dev"], 93.5), ("Bob", [], 71.25), ("Carol", ["dev"], 88.0)])]
pprint(records)
pprint(records, width=120)
pprint({"count": len(records), "results": records[:1], "next": "https://api.example.com/v1/users?page=2&per_page=1"}, width=60)
pprint({"tree": {"a": {"b": {"c": {"d": {"e": 1}}}}}}, depth=2)
pprint([("x", 1.0), ("y", 2.5e-8), ("z", float("inf"))], width=20)
print(pformat({"s": "quote's \"both\"", "u": "ünïcödé", "n": None, "t": (None,)}))
pprint(list(zip(range(5), "abcde", [x * 0.1 for x in range(5)])), width=45)
pprint({"k%02d" % i: list(range(i)) for i in range(6)}, compact=True, width=40)
