# Descriptors written as classes: data descriptors win over the instance
# dict, non-data descriptors lose to it.
class Typed:
    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}, not {type(value).__name__}")
        setattr(obj, self.name, value)

class Default:
    def __get__(self, obj, objtype=None):
        return "default" if obj is not None else "on class"

class Item:
    name = Typed(str)
    qty = Typed(int)
    note = Default()

i = Item()
i.name = "bolt"
i.qty = 12
print(i.name, i.qty, i.note, Item.note, type(Item.qty).__name__)
i.note = "custom"
print(i.note)
try:
    i.qty = "many"
except TypeError as e:
    print("TypeError:", e)
try:
    del i.qty
except AttributeError as e:
    print("AttributeError:", e)
