from collections import defaultdict, Counter
edges = [("a", "b"), ("a", "c"), ("b", "c"), ("c", "a"), ("d", "a")]
graph = defaultdict(list)
indeg = defaultdict(int)
for s, t in edges:
    graph[s].append(t)
    indeg[t] += 1
print(dict(graph), dict(indeg))
print(graph["zzz"], "zzz" in graph, len(graph))
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["x"] = 2
def to_dict(d):
    return {k: to_dict(v) if isinstance(v, defaultdict) else v for k, v in d.items()}
print(to_dict(t))
dd = defaultdict(set)
dd["k"].add(1); dd["k"].add(1); dd["j"]
print(dd)
print(repr(defaultdict(int, {"a": 1})), defaultdict(list).default_factory)
nested = defaultdict(lambda: defaultdict(int))
for w in "the cat the dog a cat".split():
    nested[len(w)][w] += 1
print({k: dict(v) for k, v in sorted(nested.items())})
c = defaultdict(Counter)
c["x"].update("aab")
print(c)
d = defaultdict(None)
try:
    d["k"]
except KeyError as e:
    print("KeyError", e)
