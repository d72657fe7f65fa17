d = {}
d[1] = "one"
d[1.0] = "float one"
d[True] = "true"
print(d)
d[(1, 2)] = "tuple"
d["1"] = "string"
d[None] = "none"
print(d, len(d))
print(d[1], d["1"], d[None])
print(1.0 in d, 2 in {2.0: "x"}, d.get(1.0))
