# Membership, index() and count() of ints are arithmetic, whatever the size.
BIG = 2**100
r = range(BIG, BIG + 10, 3)
print(BIG + 3 in r, BIG + 4 in r, BIG - 3 in r, 5 in r)
print(r.index(BIG + 6), r.count(BIG + 6), r.count(BIG + 1))
huge = range(2**100)
print(2**99 in huge, -1 in huge, 2**100 in huge, True in huge)
print(huge.index(2**99), huge.count(2**99), huge.index(True))
print(range(10**30).index(10**29))
print(2**64 in range(2**62), -2**64 in range(0, -2**62, -1))
for bad in (-1, 2**100):
    try:
        huge.index(bad)
    except ValueError as e:
        print("ValueError:", e)
