# One call site that sees str, list, dict and their subclasses in turn.
class Loud(str):
    def upper(self):
        return "LOUD " + str.upper(self)


class Plain(str):
    pass


class Stack(list):
    def append(self, x):
        list.append(self, -x)


class Default(dict):
    def get(self, key, default=None):
        return dict.get(self, key, "default")


def shout(x):
    return x.upper()


def push(seq, v):
    seq.append(v)
    return seq


def lookup(d, k):
    return d.get(k, 0)


p = Plain("plain")
print([shout(v) for v in ["a", Loud("b"), "c", p, "d", Loud("e")]])
p.upper = lambda: "instance attribute"
print(shout(p), shout("f"), shout(Plain("g")))
print(push([], 1), push(Stack(), 2), push([3], 4), push(Stack([5]), 6))
print(lookup({"a": 1}, "a"), lookup(Default(), "a"), lookup({}, "a"), lookup(Default(a=1), "a"))

# A class made between calls changes nothing for the built-in methods.
for i in range(3):
    class Fresh(list):
        def append(self, x):
            list.append(self, x * i)
    print(push([], i), push(Fresh(), 10), shout("x" * i))

# Methods looked up on different kinds at one site.
for obj in ["abcabc", [1, "a", "a"], ("a", "a", "a"), Plain("aa")]:
    print(type(obj).__name__, obj.count("a"), obj.index("a"))
for obj in [{"k": 1}, Default(k=2), {}]:
    print(obj.get("k"), len(obj), list(obj.keys()))
