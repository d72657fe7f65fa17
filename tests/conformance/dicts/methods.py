inv = {"apples": 5, "pears": 0}
print(inv.pop("pears"), inv)
print(inv.pop("kiwis", "none"), inv)
print(inv.setdefault("plums", 7), inv.setdefault("apples", 100), inv)
inv.update({"apples": 6, "figs": 2})
print(inv)
inv.update(limes=3)
print(inv)
inv.update([("dates", 4)])
print(inv)
snapshot = inv.copy()
snapshot["apples"] = 0
print(inv["apples"], snapshot["apples"])
print(inv == snapshot, inv == dict(inv))
