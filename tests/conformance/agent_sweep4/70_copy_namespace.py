import copy, types
from collections import namedtuple
cfg = {"db": {"host": "x", "ports": [1, 2]}, "flags": {"a"}, "tup": (1, [2])}
shallow = copy.copy(cfg); deep = copy.deepcopy(cfg)
cfg["db"]["ports"].append(3); cfg["tup"][1].append(9); cfg["flags"].add("b")
print(shallow["db"]["ports"], deep["db"]["ports"], shallow["tup"], deep["tup"], sorted(shallow["flags"]), sorted(deep["flags"]))
shared = [1]; pair = [shared, shared]; dp = copy.deepcopy(pair)
print(dp[0] is dp[1], dp[0] is shared)
class Node:
    def __init__(self, name, children=None): self.name, self.children = name, children or []
    def __repr__(self): return f"Node({self.name!r}, {self.children!r})"
class Tracked:
    copies = 0
    def __init__(self, v): self.v = v
    def __copy__(self):
        Tracked.copies += 1; return Tracked(self.v)
    def __deepcopy__(self, memo):
        Tracked.copies += 10; return Tracked(copy.deepcopy(self.v, memo))
t = Tracked([1]); c1 = copy.copy(t); c2 = copy.deepcopy(t)
print(Tracked.copies, c1.v is t.v, c2.v is t.v, c2.v)
tree = Node("root", [Node("a"), Node("b", [Node("c")])]); t2 = copy.deepcopy(tree); t2.children[1].children[0].name = "C"
print(tree, t2)
ns = types.SimpleNamespace(name="job", retries=3)
ns.retries += 1; ns.extra = [1]
print(ns, ns.name, getattr(ns, "missing", None), ns == types.SimpleNamespace(name="job", retries=4, extra=[1]))
ns2 = copy.copy(ns); ns2.extra.append(2); print(ns.extra, repr(types.SimpleNamespace()), "name" in dir(ns) if False else "")
P = namedtuple("P", "x y")
p = P(1, [2]); q = copy.deepcopy(p); q.y.append(3); print(p, q, copy.copy(p) is p, copy.deepcopy((1, 2)) == (1, 2))
print(copy.deepcopy({"a": (1, 2), "b": frozenset({3})}), copy.copy(5), copy.deepcopy("s"), copy.copy([]) == [])
mp = types.MappingProxyType({"k": 1})
print(mp["k"], list(mp), mp.get("z", 0), len(mp), "k" in mp, dict(mp))
try:
    mp["k"] = 2
except TypeError as e:
    print("TypeError:", e)
print(type(lambda: 0) is types.FunctionType, isinstance(len, types.BuiltinFunctionType), isinstance((x for x in []), types.GeneratorType))
