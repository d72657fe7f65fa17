d = {}
for key in ["zeta", "alpha", "mid", "beta"]:
    d[key] = len(key)
print(d)
d["alpha"] = 99
print(list(d))
d.pop("zeta")
d["zeta"] = 0
print(d)
for k in d:
    print(k, d[k])
print(dict(sorted(d.items())))
print(dict(sorted(d.items(), key=lambda kv: kv[1], reverse=True)))
