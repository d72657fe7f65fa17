# Str keys in small and large dicts: replaced values keep their place,
# deleted keys come back at the end, and a key of another type whose hash
# and equality match a str is found by that str.
inv = {"apple": 3, "pear": 5, "fig": 1}
inv["pear"] = 6
inv["kiwi"] = 2
del inv["apple"]
inv["apple"] = 9
print(inv, len(inv), inv.get("fig"), inv.get("plum", 0))

big = {}
for i in range(300):
    big["k" + str(i)] = i
for i in range(0, 300, 7):
    del big["k" + str(i)]
for i in range(0, 300, 14):
    big["k" + str(i)] = -i
print(len(big), list(big.items())[:3], list(big)[-3:], big["k14"], "k7" in big)


class Alias:
    """Hashes and compares equal to the str it stands for."""

    def __init__(self, s):
        self.s = s

    def __hash__(self):
        return hash(self.s)

    def __eq__(self, other):
        return other == self.s

    def __repr__(self):
        return "Alias(" + repr(self.s) + ")"


d = {Alias("name"): 1, "other": 2}
print(d["name"], d.get("name"), "name" in d)
d["name"] = 10
print(d)
rec = dict(name="x", size=3)
rec[Alias("size")] = 4
print(rec)


class Mutator:
    """Empties the dict while it is being searched."""

    def __init__(self, s, target):
        self.s = s
        self.target = target

    def __hash__(self):
        return hash(self.s)

    def __eq__(self, other):
        self.target.clear()
        return False


m = {}
m[Mutator("key", m)] = 1
m["a"] = 2
print(m.get("key"), len(m))
m["key"] = 3
print(m)
rows = [{"id": i, "name": "n" + str(i), "ok": i % 2 == 0} for i in range(5)]
print([r["name"] for r in rows if r["ok"]], rows[3])
