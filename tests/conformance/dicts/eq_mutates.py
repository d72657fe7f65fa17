# Stored keys whose __eq__ changes the dict while a lookup compares them.
class Key:
    def __init__(self, name):
        self.name = name
        self.action = None
        self.calls = 0

    def __hash__(self):
        return 42

    def __eq__(self, other):
        self.calls += 1
        if self.action:
            act, self.action = self.action, None
            act()
        return isinstance(other, Key) and self.name == other.name

    def __repr__(self):
        return "Key(%s)" % self.name


a, b = Key("a"), Key("b")
d = {a: 1, b: 2}
a.action = lambda: d.update({i: i for i in range(50)})
print(d.get(Key("b")), len(d), a.calls, b.calls)

a, b = Key("a"), Key("b")
d = {a: 1, b: 2, "s": 3}
a.action = lambda: d.clear()
print(d.get(Key("b"), "gone"), len(d))

a, b = Key("a"), Key("b")
d = {a: 1, b: 2}
a.action = lambda: d.pop(b)
print(Key("b") in d, d)

keys = [Key("x%d" % i) for i in range(6)]
d = {k: i for i, k in enumerate(keys)}
keys[0].action = lambda: [d.popitem() for _ in range(3)]
print(d.get(Key("x5"), "missing"), len(d))

a = Key("a")
d = {a: 1}
a.action = lambda: d.__setitem__(Key("c"), 3)
d[Key("zz")] = 9
print(len(d), sorted(k.name for k in d))

keys = [Key("k%d" % i) for i in range(200)]
d = {k: i for i, k in enumerate(keys)}
keys[0].action = lambda: [d.pop(k) for k in keys[:100]]
print(d.get(Key("k150")), len(d))

a, b = Key("a"), Key("b")
d = {a: 1, b: 2}
a.action = lambda: d.__delitem__(a)
d[Key("b")] = 5
print(d)
a, b = Key("a"), Key("b")
d = {a: 1, b: 2}
a.action = lambda: d.update({Key("b%d" % i): i for i in range(20)})
print(d.pop(Key("b")), len(d))
