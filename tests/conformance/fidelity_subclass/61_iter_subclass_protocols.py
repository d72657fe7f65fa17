# Overriding __iter__ on an iterator subclass, and next() with a default.
class Squares(map):
    def __new__(cls, numbers):
        return super().__new__(cls, lambda n: n * n, numbers)

    def __iter__(self):
        print("iter called")
        return self

s = Squares([1, 2, 3])
for v in s:
    print(v)
print(next(s, "empty"))
print(sorted(Squares([3, 1, 2])), max(Squares([-5, 4])), sum(Squares(range(4))))
print(tuple(Squares([2])), set(Squares([2, -2])), dict(zip("ab", Squares([1, 2]))))

class Stop(enumerate):
    def __next__(self):
        i, x = super().__next__()
        if x == "stop":
            raise StopIteration
        return x

print(list(Stop(["go", "go", "stop", "never"])))
print("-".join(Stop("abc")))
