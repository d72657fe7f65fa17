# __getattr__, __getattribute__-free fallbacks, properties and descriptors
# added to a class after its attribute and method call sites have run.
class P:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x


ps = [P(k) for k in range(6)]
seen = []
for k, p in enumerate(ps):
    if k == 2:
        P.__getattr__ = lambda self, name: "missing " + name
    seen.append((p.get(), p.x, p.nothing if k >= 2 else None))
print(seen)
del P.__getattr__
try:
    ps[0].nothing
except AttributeError as e:
    print("AttributeError:", e)

# A property put on the class takes over a name the instances store.
vals = []
for k, p in enumerate(ps):
    if k == 3:
        P.x = property(lambda self: -1)
    try:
        vals.append(p.x)
    except AttributeError as e:
        vals.append(str(e))
print(vals)
del P.x
print([p.x for p in ps])


# A data descriptor with __set__ on the class after stores were cached.
class Log:
    def __init__(self):
        self.log = []

    def __get__(self, obj, cls):
        return "desc"

    def __set__(self, obj, value):
        self.log.append(value)


class Q:
    def __init__(self, v):
        self.v = v


qs = [Q(k) for k in range(3)]
d = Log()
for k in range(5):
    if k == 2:
        Q.v = d
    q = Q(k)
    qs.append(q)
print(d.log, [q.v for q in qs])


# __setattr__ added later intercepts stores the cache had seen.
class R:
    def __init__(self, a):
        self.a = a


rs = [R(k) for k in range(3)]
R.__setattr__ = lambda self, n, v: object.__setattr__(self, n, v * 10)
rs.append(R(4))
print([r.a for r in rs])
