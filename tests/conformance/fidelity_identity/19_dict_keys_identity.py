# Dict and set lookups use hash then equality: equal keys of different types collide.
d = {1: "int one"}
d[1.0] = "float one"
d[True] = "bool true"
print(d, len(d))
s = {0, 0.0, False, ""}
print(len(s), sorted(s, key=repr))
print({1: "a", 1.0: "b"}, {True: 1, 1: 2})
print(1 in {1.0}, "1" in {1}, (1, 2) in {(1.0, 2.0)})


class Key:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v

    def __hash__(self):
        return hash(self.v)

    def __repr__(self):
        return "Key(%r)" % self.v


k1 = Key("a")
m = {k1: 1}
m[Key("a")] = 2
print(m, list(m)[0] is k1)
k1.v = "changed"
print(Key("a") in m, m.get(Key("changed")), m.get(Key("a"), "lost"))
