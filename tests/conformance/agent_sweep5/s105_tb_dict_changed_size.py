d = {"a": 1}
for k in d:
    d["b"] = 2
