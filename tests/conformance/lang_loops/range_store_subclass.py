# Stores at each index of a range into list subclasses and other containers
# run their own __setitem__; range bounds may come from __index__.
class Logged(list):
    def __setitem__(self, i, v):
        print("set", i, v)
        super().__setitem__(i, v)


def fill(target, n):
    for j in range(n):
        target[j] = False
    return target


print(fill(Logged([1, 2, 3]), 3))
print(fill([1, 2, 3], 3))
print(fill({}, 3))
print(fill(bytearray(b"abc"), 3))


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


def by_index(n):
    marks = [0] * n
    for j in range(Idx(1), Idx(n), Idx(2)):
        marks[j] = True
    return marks


print(by_index(7))


class Swapper(list):
    """Its __setitem__ replaces the item and shrinks the list."""

    def __setitem__(self, i, v):
        list.__setitem__(self, i, v)
        if len(self) > 3:
            self.pop()


def shrink(n):
    s = Swapper(range(n))
    try:
        for j in range(n):
            s[j] = -j
    except IndexError as e:
        print("IndexError:", e, j)
    return s


print(shrink(8))


def rebind(n):
    data = [0] * n
    other = [1] * 2
    for j in range(n):
        data[j] = 5
        if j == 2:
            data = other
    return data


try:
    print(rebind(6))
except IndexError as e:
    print("IndexError:", e)

flags = [True] * 10
for j in range(0, 10, 3):
    flags[j] = False
print(flags, j)
idx = [True, False]
idx[True] = "t"
idx[False] = "f"
print(idx)
