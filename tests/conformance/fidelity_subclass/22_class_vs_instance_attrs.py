# Class attributes vs instance attributes, and the shared mutable class attribute trap.
class Counter:
    count = 0
    history = []

    def __init__(self, name):
        self.name = name
        Counter.count += 1
        self.history.append(name)

    def bump(self):
        self.count += 1
        return self.count


a = Counter("a")
b = Counter("b")
print(Counter.count, a.count, b.count, a.history is b.history, Counter.history)
print(a.bump(), a.bump(), Counter.count, b.count)
del a.count
print(a.count)
Counter.count = 100
print(a.count, b.count)
b.history = ["own"]
print(a.history, b.history, Counter.history)
print(a.name, b.name, a.count, b.count)
try:
    del b.count
except AttributeError as e:
    print(type(e).__name__, e)
try:
    print(a.missing)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    print(Counter.missing)
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(a, "missing", "default"), getattr(Counter, "count"))
