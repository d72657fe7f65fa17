MODELS = {}

def model(cls):
    MODELS[cls.__name__.lower()] = cls
    return cls


@model
class User:
    def __init__(self, name):
        self.name = name


@model
class Order:
    def __init__(self, total):
        self.total = total

print(sorted(MODELS))
u = MODELS["user"]("kim")
o = MODELS["order"](12.5)
print(type(u).__name__, u.name)
print(type(o).__name__, o.total)
