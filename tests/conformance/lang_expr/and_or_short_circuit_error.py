records = [{"score": 5}, None, {"score": 0}, {}]
for r in records:
    ok = r is not None and r.get("score", 0) > 1
    print(r, "->", ok)
default = records[1] or {"score": -1}
print(default)
scores = [r and r.get("score") for r in records]
print(scores)
print(records[3] or records[1]["score"])
