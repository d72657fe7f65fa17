# __bool__ and __len__ drive truthiness; __bool__ wins, bad results raise.
class Empty:
    def __len__(self):
        return 0


class Full:
    def __len__(self):
        return 3


class Liar:
    def __bool__(self):
        print("  (bool called)")
        return False

    def __len__(self):
        print("  (len called)")
        return 10


class BadBool:
    def __bool__(self):
        return 1


class BadLen:
    def __len__(self):
        return -1


class Plain:
    pass


print(bool(Empty()), bool(Full()), bool(Plain()), len(Liar()))
print(bool(Liar()))
print("yes" if Full() else "no", not Empty(), Empty() or "fallback", Full() and "both")
print([type(x).__name__ for x in (Empty(), Full(), Plain()) if x])
for obj in (BadBool(), BadLen()):
    try:
        bool(obj)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    if BadBool():
        pass
except TypeError as e:
    print(type(e).__name__, e)


class Bag:
    def __init__(self, *items):
        self.items = items

    def __len__(self):
        return len(self.items)


print(bool(Bag()), bool(Bag(0)), any([Bag(), Bag(1)]), all([Bag(1), Bag()]))
print(list(filter(None, [Bag(), Bag(1), Bag(1, 2)])).__len__())
