# id() is only compared for equality: same object, same id during its life.
a = [1]
b = a
c = [1]
print(id(a) == id(b), id(a) == id(c), id(a) != id(c))
registry = {}


class Thing:
    pass


things = [Thing(), Thing(), Thing()]
for t in things:
    registry[id(t)] = t
print(len(registry), all(registry[id(t)] is t for t in things))
seen_ids = set()
unique = []
pool = [things[0], things[1], things[0], things[2], things[1]]
for obj in pool:
    if id(obj) not in seen_ids:
        seen_ids.add(id(obj))
        unique.append(obj)
print(len(unique), unique[0] is things[0], unique[2] is things[2])
d = {"x": a}
print(id(d["x"]) == id(a), type(id(a)).__name__, id(None) == id(None))
