# Attribute reads, stores and method calls repeated from one place while the
# class changes under them: every change must be seen at once.
class Item:
    def __init__(self, name, qty):
        self.name = name
        self.qty = qty

    def total(self):
        return self.qty * 2


def read(objs):
    return [o.qty for o in objs]


items = [Item("a", 1), Item("b", 2), Item("c", 3)]
print(read(items))
# A property on the class now comes before the instance dict? No: a
# property is a data descriptor, so it wins over the instance attribute.
Item.qty = property(lambda self: 100)
print(read(items))
del Item.qty
print(read(items))
# A plain class attribute does not hide instance attributes.
Item.qty = 7
print(read(items))
del Item.qty


def totals(objs):
    return [o.total() for o in objs]


print(totals(items))
Item.total = lambda self: -self.qty
print(totals(items))
items[1].total = lambda: "own"
print(totals(items))
del items[1].total
print(totals(items))


def store(objs, v):
    for o in objs:
        o.qty = v
    return read(objs)


print(store(items, 5))
log = []


def spy(self, name, value):
    log.append((name, value))
    object.__setattr__(self, name, value * 10)


Item.__setattr__ = spy
print(store(items, 6), log)
del Item.__setattr__
print(store(items, 8))
