# zip and filter subclasses with extra attributes and overrides.
class Pairs(zip):
    def __new__(cls, *iterables, strict=False):
        self = super().__new__(cls, *iterables, strict=strict)
        self.width = len(iterables)
        return self

names = ["ann", "bob", "cy"]
ages = [31, 25, 40]
p = Pairs(names, ages)
print(p.width, dict(p))
try:
    list(Pairs([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)

class Evens(filter):
    def __new__(cls, iterable):
        return super().__new__(cls, lambda n: n % 2 == 0, iterable)

e = Evens(range(10))
e.label = "evens"
print(e.label, list(e), list(e))
class Truthy(filter):
    pass
print(list(Truthy(None, [0, 1, "", "x", None, [], [0]])))
print(isinstance(Truthy(None, []), filter), type(filter(None, [])).__name__)
