# Method calls from one place: instance attributes shadowing methods,
# methods replaced, staticmethods and classmethods, bound methods stored
# on instances, and a class whose bases change their methods.
class Base:
    def who(self):
        return "Base.who"

    def call(self):
        return self.who()


class Kid(Base):
    pass


k = Kid()
print([k.call() for _ in range(3)])
Base.who = lambda self: "patched"
print(k.call())
Kid.who = staticmethod(lambda: "static")
print(k.call())
Kid.who = classmethod(lambda cls: "class " + cls.__name__)
print(k.call())
del Kid.who
print(k.call())
k.who = lambda: "instance"
print(k.call())
del k.who
print(k.call())


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n += 1
        return self.n


c = Counter()
for _ in range(5):
    c.bump()
print(c.n)
c.bump = c.bump
print(c.bump(), c.n)
