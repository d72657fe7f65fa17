# A StopIteration raised by a function that map() calls ends the map; only
# one escaping a generator frame itself becomes RuntimeError.
def until_negative(x):
    if x < 0:
        raise StopIteration
    return x * 10

def scaled(values):
    yield from map(until_negative, values)

print(list(scaled([1, 2, -1, 3])))
print(list(map(until_negative, [4, -5, 6])))
for v in map(until_negative, [7, -1]):
    print("loop", v)

def first_value(x):
    raise StopIteration("carried")

def collect():
    result = yield from map(first_value, [1])
    print("yield from result:", result)
    yield "after"

print(list(collect()))

m = map(first_value, [1])
try:
    next(m)
except StopIteration as e:
    print("next(map) raised StopIteration", e.args)
print(next(map(first_value, [1]), "default used"))

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration("liftoff")
        self.n -= 1
        return self.n

try:
    next(Countdown(0))
except StopIteration as e:
    print("user iterator:", e.args)

def leaky():
    yield 1
    next(iter([]))

try:
    list(leaky())
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__)
