# Duck typing: a class with the right method counts as the ABC, without inheriting from it.
from collections.abc import Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


class Box:
    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)

    def __contains__(self, x):
        return x in self.items

    def __iter__(self):
        return iter(self.items)


class Unhashable:
    def __eq__(self, other):
        return True


class Action:
    def __call__(self):
        return "done"


class Backwards:
    def __iter__(self):
        return iter([1, 2])

    def __reversed__(self):
        return iter([2, 1])


for obj in (Countdown(3), Box([1]), Unhashable(), Action(), Backwards(), 42, "s"):
    checks = [abc.__name__ for abc in (Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection)
              if isinstance(obj, abc)]
    print(type(obj).__name__, checks)
print(list(Countdown(3)), issubclass(Box, Collection), issubclass(Countdown, Iterable), issubclass(int, Iterable))
