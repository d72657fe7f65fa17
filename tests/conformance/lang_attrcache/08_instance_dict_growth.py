# Instances of one class that end up with different numbers of attributes,
# methods shadowed and replaced after the call sites have run many times.
class Item:
    def __init__(self, name, price):
        self.name = name
        self.price = price

    def total(self, qty):
        return self.price * qty

    def label(self):
        return f"{self.name}: {self.price}"


items = [Item("i" + str(k), k) for k in range(50)]
# Later instances get more attributes than the first ones had.
for k, it in enumerate(items):
    if k % 3 == 0:
        it.tag = "t" + str(k)
    if k % 5 == 0:
        it.extra1 = k
        it.extra2 = k * 2
        it.extra3 = k * 3
print(sum(it.total(2) for it in items))
print([getattr(it, "tag", None) for it in items[:7]])
print(items[10].extra1, items[10].extra2, items[10].extra3, hasattr(items[11], "extra1"))

# New instances made after the class's instances grew.
fresh = [Item("f" + str(k), k) for k in range(5)]
print([f.label() for f in fresh])

# An instance attribute that shadows a method, set after the call site ran.
calls = []
for k, it in enumerate(items[:6]):
    if k == 3:
        it.label = lambda: "shadowed"
    calls.append(it.label())
print(calls)
del items[3].label
print(items[3].label())

# The method replaced on the class after the call site was cached.
out = []
for k in range(4):
    if k == 2:
        Item.label = lambda self: "patched " + self.name
    out.append(fresh[k].label())
print(out)

# Deleting and re-adding attributes keeps lookups right.
it = items[0]
del it.price
print(hasattr(it, "price"))
try:
    it.total(1)
except AttributeError as e:
    print("AttributeError:", e)
it.price = 7
print(it.total(3), it.name)

# A subclass with more attributes, and one with __slots__.
class Sub(Item):
    def __init__(self, name, price, color):
        super().__init__(name, price)
        self.color = color

    def label(self):
        return "sub " + self.name + " " + self.color


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def s(self):
        return self.a + self.b


subs = [Sub("s" + str(k), k, "red") for k in range(4)]
print([s.label() for s in subs], [s.total(2) for s in subs])
sl = [Slotted(k, k + 1) for k in range(4)]
print([x.s() for x in sl])
try:
    sl[0].c = 1
except AttributeError as e:
    print("AttributeError:", e)
