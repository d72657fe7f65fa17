# A map subclass that counts how many items it produced.
class CountingMap(map):
    def __init__(self, func, *iterables):
        self.produced = 0

    def __next__(self):
        value = super().__next__()
        self.produced += 1
        return value

prices = ["3.50", "2.25", "10"]
m = CountingMap(float, prices)
print(type(m).__name__, isinstance(m, map), issubclass(CountingMap, map))
print(next(m))
print(list(m), m.produced)
print(list(m), m.produced)
m2 = CountingMap(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])
print(sum(m2), m2.produced)
