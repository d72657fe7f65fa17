# Forgetting an abstract method: the class cannot be instantiated.
from collections.abc import Mapping, Sequence, MutableMapping, Iterator


class Partial(Mapping):
    def __getitem__(self, key):
        return 1


class NoLen(Sequence):
    def __getitem__(self, i):
        return i


class AlmostDict(MutableMapping):
    def __getitem__(self, k):
        return 0

    def __iter__(self):
        return iter(())

    def __len__(self):
        return 0


for cls in (Partial, NoLen, AlmostDict, Mapping, Iterator):
    try:
        cls()
        print(cls.__name__, "instantiated")
    except TypeError as e:
        print("TypeError:", e)
print(sorted(AlmostDict.__abstractmethods__), sorted(Iterator.__abstractmethods__))
