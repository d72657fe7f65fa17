# A range whose bounds do not fit in 64 bits: repr, length, items, bool.
BIG = 2**100
r = range(BIG, BIG + 10, 3)
print(r)
print(len(r), bool(r), bool(range(BIG, BIG)))
print(r[0], r[-1], r[2])
print(list(r))
print(r.start, r.stop, r.step)
print(str(range(-BIG, BIG, BIG // 2)))
print(list(range(-BIG, BIG, BIG // 2)))
