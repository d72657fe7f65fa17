import json
from decimal import Decimal
doc = {"name": "Zoë", "n": [1, 2.5, None, True, False, "s", [], {}, (3, [4, {"x": -1e16}])], 7: {"a": 1}, 1.5: "f", None: 0, True: "t"}
for kw in [{}, {"indent": 2}, {"indent": "\t", "sort_keys": False}, {"separators": (",", ":")}, {"ensure_ascii": False, "indent": 0}]:
    enc = json.JSONEncoder(**kw)
    chunks = list(enc.iterencode(doc))
    print(kw, len(chunks), chunks[:12])
    print("".join(chunks) == enc.encode(doc))
enc = json.JSONEncoder(default=lambda o: {"dec": str(o)}, sort_keys=True)
print(list(enc.iterencode({"b": Decimal("1.5"), "a": [Decimal("2")]})))
print(list(json.JSONEncoder().iterencode("just a string")), list(json.JSONEncoder().iterencode(42)), list(json.JSONEncoder().iterencode([])))
print(list(json.JSONEncoder(skipkeys=True).iterencode({(1, 2): 3, "k": 4})))
for o, kw in [([float("nan")], {"allow_nan": False}), ({"a": object()}, {}), ({(1,): 2}, {}), ({"b": 1, 2: 3}, {"sort_keys": True})]:
    got = []
    try:
        for c in json.JSONEncoder(**kw).iterencode(o):
            got.append(c)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e, got)
l = [1]; l.append(l)
try:
    list(json.JSONEncoder().iterencode(l))
except ValueError as e:
    print("ValueError:", e)
print(list(json.JSONEncoder(check_circular=False).iterencode([[1], [1]])))
class Writer:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = Writer()
for chunk in json.JSONEncoder(indent=1).iterencode({"k": [1, 2]}):
    w.write(chunk)
print(w.parts)
for ind in [None, 2]:
    for bad in [[float("nan")], {"k": -float("inf")}, {float("inf"): 1}]:
        try:
            json.dumps(bad, allow_nan=False, indent=ind)
        except ValueError as e:
            print(ind, e)
