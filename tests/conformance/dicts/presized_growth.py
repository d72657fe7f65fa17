# Dicts built from displays and dict(...) with known sizes, then grown.
record = {"id": 1, "name": "ana", "city": "Lyon", "score": 9.5, "tags": ["a"], "ok": True}
print(len(record), list(record))
for i in range(20):
    record["extra%d" % i] = i * i
print(len(record), list(record)[:8], record["extra19"])
print(record["id"], record["score"], record.get("missing", "none"))

kw = dict(alpha=1, beta=2, gamma=3)
kw["delta"] = 4
kw.update(epsilon=5, zeta=6)
print(kw)

copied = record.copy()
copied["new"] = "value"
print(len(copied), len(record), "new" in record, copied["new"])

from_pairs = dict([("x", 1), ("y", 2), ("x", 3)])
from_pairs["z"] = 4
print(from_pairs)

dup = {"a": 1, "b": 2, "a": 3}
dup["c"] = 4
print(dup, len(dup))

merged = {**kw, **dup, "last": 0}
print(merged)
same = dict(record)
print(same == record, same is record)
empty = {}
empty.update(record)
print(len(empty), list(empty)[-3:])
rows = [{"k": i, "v": str(i)} for i in range(5)]
rows[2]["w"] = "grown"
print(rows)
