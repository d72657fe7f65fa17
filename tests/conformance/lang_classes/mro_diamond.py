class Base:
    def describe(self):
        return ["Base"]


class Left(Base):
    def describe(self):
        return ["Left"] + super().describe()


class Right(Base):
    def describe(self):
        return ["Right"] + super().describe()


class Child(Left, Right):
    def describe(self):
        return ["Child"] + super().describe()


print(Child().describe())
print(Left().describe())
class Other(Right, Left):
    pass
print(Other().describe())
print(isinstance(Child(), Right), issubclass(Other, Left))
