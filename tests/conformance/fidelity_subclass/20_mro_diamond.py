# super() chains through a diamond: each __init__ runs once, in MRO order.
class Base:
    def __init__(self, **kw):
        print("Base.__init__", sorted(kw))
        self.log = ["Base"]

    def describe(self):
        return ["Base"]


class Left(Base):
    def __init__(self, left=None, **kw):
        print("Left.__init__", left)
        super().__init__(**kw)
        self.log.append("Left")

    def describe(self):
        return ["Left"] + super().describe()


class Right(Base):
    def __init__(self, right=None, **kw):
        print("Right.__init__", right)
        super().__init__(**kw)
        self.log.append("Right")

    def describe(self):
        return ["Right"] + super().describe()


class Child(Left, Right):
    def __init__(self, **kw):
        print("Child.__init__")
        super().__init__(**kw)
        self.log.append("Child")

    def describe(self):
        return ["Child"] + super().describe()


c = Child(left=1, right=2)
print(c.log)
print(c.describe())
print([issubclass(Child, k) for k in (Left, Right, Base, object)])
print(super(Left, c).describe(), super(Child, c).describe())
try:
    Child(left=1, right=2, extra=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Bad(Base, Left):
        pass
except TypeError as e:
    print(type(e).__name__, e)
