# Ranges at the edges of 64-bit integers.
full = range(-2**63, 2**63 - 1)
print(full[0], full[-1], full[2**63])
r = range(2**63 - 2, 2**63 + 2)
print(len(r), list(r), r[3])
print(list(range(2**64, 2**64 + 3)))
for i in range(2**64, 2**64 + 3):
    print(i, i - 2**64)
print(range(2**64)[2**63], range(2**64)[-1])
print(range(1, 2**64)[0], range(-2**64, 0)[::-1][0])
