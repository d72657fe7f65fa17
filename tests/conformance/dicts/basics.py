d = {"b": 2, "a": 1}
d["c"] = 3
d["b"] = 20
print(d, len(d))
print(d["a"], d.get("z"), d.get("z", 0), d.get("c", 0))
print("a" in d, "z" in d, 1 in d, "z" not in d)
print(list(d.keys()), list(d.values()), list(d.items()))
print(d.keys(), d.values())
print(d.items())
print({}, dict(), dict(x=1, y=2), dict([("k", "v")]))
print({1: "int", 1.5: "float", None: "none", (1, 2): "tuple", True: "bool"})
