# Register third-party style classes as virtual subclasses.
from collections.abc import Sequence, Mapping, MutableMapping, Hashable, Sized
from collections import deque, OrderedDict, defaultdict, Counter, UserDict, namedtuple


class Matrix:
    def __init__(self, rows):
        self.rows = rows

    def __getitem__(self, i):
        return self.rows[i]

    def __len__(self):
        return len(self.rows)


print(isinstance(Matrix([[1]]), Sequence))
Sequence.register(Matrix)
print(isinstance(Matrix([[1]]), Sequence), issubclass(Matrix, Sequence), issubclass(Matrix, Sized))
print(Sequence.register(Matrix) is Matrix)


@Mapping.register
class Lookup:
    pass


print(isinstance(Lookup(), Mapping), isinstance(Lookup(), MutableMapping))
Point = namedtuple("Point", "x y")
for obj in (deque([1]), OrderedDict(a=1), defaultdict(int), Counter("ab"), UserDict(a=1), Point(1, 2)):
    print(type(obj).__name__, isinstance(obj, Sequence), isinstance(obj, MutableMapping), isinstance(obj, Hashable))
try:
    Sequence.register(42)
except TypeError as e:
    print("TypeError", e)
try:
    issubclass(42, Sequence)
except TypeError as e:
    print("TypeError", e)
