# Iterating big ranges forwards and backwards; the iterator's type names.
BIG = 2**100
print(list(reversed(range(BIG, BIG + 10, 3))))
print(next(reversed(range(BIG))), next(reversed(range(2**63))))
it = iter(range(BIG, BIG + 3))
print(type(it).__name__, next(it), it.__length_hint__())
print(type(iter(range(2**63 - 1))).__name__, type(reversed(range(5))).__name__)
print(type(reversed(range(-2**63, 0))).__name__)
print(reversed(range(BIG)).__length_hint__())
print(list(reversed(range(2**64 + 7, 2**64, -3))))
print(list(range(2**64 + 7, 2**64, -3)), range(2**64 + 7, 2**64, -3)[1:])
print(sum(range(2**64 - 2, 2**64 + 2)), max(range(BIG, BIG + 3)))
print(dict(zip(range(2**64, 2**64 + 2), "ab")), list(zip(range(BIG), "ab")))
print(sorted(set(range(2**64, 2**64 + 3))))
