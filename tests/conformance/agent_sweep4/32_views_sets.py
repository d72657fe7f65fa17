inv = {"apple": 3, "pear": 0, "kiwi": 7}
ks, vs, its = inv.keys(), inv.values(), inv.items()
print(ks, vs, its, len(ks), "apple" in ks, 3 in vs, ("kiwi", 7) in its)
inv["fig"] = 1
print(ks, list(vs), ks & {"fig", "nope"}, ks | {"z"} == {"apple", "pear", "kiwi", "fig", "z"}, ks - {"pear"} == {"apple", "kiwi", "fig"}, ks ^ {"apple"} == {"pear", "kiwi", "fig"})
print(sorted(ks - {"pear"}), its & {("fig", 1)}, ks.isdisjoint({"x"}), type(reversed(ks)).__name__, list(reversed(its)))
print(ks == {"apple", "pear", "kiwi", "fig"}, ks <= {"apple", "pear", "kiwi", "fig", "q"}, vs == vs, dict(zip(ks, vs)) == inv)
try:
    for k in inv:
        if inv[k] == 0: del inv[k]
except RuntimeError as e:
    print("RuntimeError:", e)
inv = {k: v for k, v in inv.items() if v}
print(inv, inv | {"new": 9}, {"a": 1} | {"a": 2}, inv.get("x", "dflt"), inv.setdefault("kiwi", 0), inv.pop("x", None))
inv |= {"apple": 10}; print(inv, list(inv)[-1], next(iter(inv)), dict.fromkeys("abc", 0), dict.fromkeys(["x"]))
a = {1, 2, 3, 4}; b = {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, a <= b, {3} < a, a.issuperset({1}), a.union([9], (8,)), a.intersection(b, {4}), a.difference(b, {1}))
c = set(a); c -= {1}; c |= {7}; c &= {2, 3, 7}; c ^= {3, 11}; print(c, sorted(c), min(c), sum(c))
c.discard(99); c.update("ab" if False else [100]); print(sorted(c))
try:
    c.remove(99)
except KeyError as e:
    print("KeyError:", e)
fs = frozenset([1, 2]); print(fs, fs | {3}, type(fs | {3}).__name__, {fs: "ok"}[frozenset([2, 1])], frozenset(), set())
print({1, 2} == frozenset([1, 2]), repr(set("a")), {(1, 2), (1, 2)}, len({1, 1.0, True}), {0, False, 0.0}, {1: "a", 1.0: "b"})
tags_by_post = {"p1": {"python", "ml"}, "p2": {"python", "web"}, "p3": {"ml", "stats"}}
common = set.intersection(*tags_by_post.values()); allt = set.union(*tags_by_post.values())
print(common, sorted(allt), sorted({t for ts in tags_by_post.values() for t in ts if t.startswith("p")}))
pairs = [(p, q) for p in sorted(tags_by_post) for q in sorted(tags_by_post) if p < q and tags_by_post[p] & tags_by_post[q]]
print(pairs)
d = {}
d[(1, 2)] = "tuple"; d[frozenset({1})] = "fs"; d[None] = "none"; d[3.0] = "float"; d[3] = "int"
print(d, len(d))
try:
    d[[1]] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    {1, [2]}
except TypeError as e:
    print("TypeError:", e)
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"].get("c"), nested.get("x", {}).get("y"), {**nested, "a": 0}, sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]))
inv2 = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}; print(inv2)
print(list({"z": 1, "y": 2}.items()) == [("z", 1), ("y", 2)], dict([("a", 1), ["b", 2]]), dict(a=1, **{"b": 2}), {**{}, **{}})
print(repr({}.keys()), repr({1: 2}.values()), repr({1: 2}.items()), str({"k": [1, {2: (3,)}]}))
