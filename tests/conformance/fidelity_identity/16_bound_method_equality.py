# Bound methods: a new object each access, but equal when same function and instance.
class Greeter:
    def __init__(self, name):
        self.name = name

    def hello(self):
        return "hello " + self.name

    def __eq__(self, other):
        return isinstance(other, Greeter)

    def __hash__(self):
        return 1


g = Greeter("ann")
h = Greeter("bob")
m1 = g.hello
m2 = g.hello
print(m1 == m2, m1 is m2, m1 is m1, g.hello == h.hello, g.hello == g.__eq__)
print(id(m1) == id(m1), m1() == m2())
print(Greeter.hello == Greeter.hello, Greeter.hello is Greeter.hello)
print(m1.__name__, getattr(m1, "__name__"))
callbacks = [g.hello, h.hello, g.hello]
print(callbacks.count(g.hello), [cb() for cb in callbacks])
print(len({g.hello, g.hello}), [].append == [].append)
lst = []
app = lst.append
app(1)
app(2)
print(lst, app == lst.append, app == [].append)
