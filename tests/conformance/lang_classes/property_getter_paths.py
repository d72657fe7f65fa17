# Property getters: plain functions, lambdas, built-ins, generators, errors.
class Box:
    def __init__(self, items):
        self.items = items

    @property
    def size(self):
        return len(self.items)

    @property
    def first(self):
        return self.items[0]

    doubled = property(lambda self: [x * 2 for x in self.items])
    count = property(len)

    @property
    def walk(self):
        yield from self.items

    @property
    def deep(self):
        return self.deep


class Sized(Box):
    def __len__(self):
        return 99


class Fallback(Box):
    def __getattr__(self, name):
        return "fallback " + name

    @property
    def broken(self):
        raise AttributeError("inner")


b = Box([3, 4])
print(b.size, b.first, b.doubled, list(b.walk), Sized([1]).count)
try:
    b.size = 5
except AttributeError as e:
    print("AttributeError:", e)
print(b.size)
try:
    Box([]).first
except IndexError as e:
    print("IndexError:", e)
try:
    b.count
except TypeError as e:
    print("TypeError:", e)
f = Fallback([1])
print(f.size, f.broken, f.missing)
try:
    b.deep
except RecursionError:
    print("RecursionError")
print(sum(Box(list(range(i))).size for i in range(50)))


class Swap:
    @property
    def v(self):
        return 1


s = Swap()
vals = []
for i in range(4):
    vals.append(s.v)
    if i == 1:
        Swap.v = property(lambda self: 2)
print(vals)
print(Box([7]).first + Box([8, 9]).size)
Box([]).first
