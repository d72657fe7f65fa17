# Slicing ranges with big bounds and big steps keeps exact arithmetic.
BIG = 2**100
print(range(BIG, BIG + 10, 3)[::2])
print(range(0, BIG, 2**90)[3:])
print(range(0, BIG, 2**90)[::-1])
print(range(BIG)[2**99:2**99 + 3])
print(range(BIG)[-3:], list(range(BIG)[-3:][::-1]))
print(range(BIG)[::-1][:3])
s = range(BIG)[::2**40]
print(len(s), s[5])
print(range(5)[::2**64], range(5)[::-2**64])
print(range(10)[::-2**63], range(5)[2**64:], range(5)[:-2**64])
print(range(-2**63, 2**63 - 1, 2**62)[::-1])
print(list(range(BIG)[::2**99]))
