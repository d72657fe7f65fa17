# Equal ranges compare and hash alike, big or not.
BIG = 2**100
a = range(BIG, BIG + 10, 3)
b = range(BIG, BIG + 12, 3)
print(a == b, a != b, hash(a) == hash(b))
print(range(BIG) == range(0, BIG, 1), range(2**64) == range(2**63))
print(range(BIG, BIG) == range(0), range(2**64, 2**64 + 1) == range(2**64, 2**64 + 1, 5))
seen = {range(2**64, 2**64 + 1): "one item"}
print(seen[range(2**64, 2**64 + 1, 7)])
print(hash(range(2**64, 2**64 + 1)) == hash((1, 2**64, None)))
print(len({range(BIG), range(0, BIG), range(BIG, BIG), range(0)}))
