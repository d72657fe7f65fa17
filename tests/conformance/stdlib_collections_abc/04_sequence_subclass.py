# A lazy range of dates as a Sequence: indexing, len, and the mixins.
from collections.abc import Sequence


class Squares(Sequence):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("Squares index out of range")
        return i * i


sq = Squares(8)
print(list(sq), sq[3], sq[-1], sq[2:5])
print(25 in sq, 26 in sq, sq.index(36), sq.count(49), sq.count(50))
print(list(reversed(sq)), max(sq), sum(sq))
print(sq.index(16, 2), sq.index(16, 2, 6))
try:
    sq.index(3)
except ValueError as e:
    print("ValueError", repr(e))
print(isinstance(sq, Sequence), isinstance(range(3), Sequence), isinstance("abc", Sequence), isinstance({}, Sequence))
