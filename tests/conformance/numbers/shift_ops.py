# Shifts of ints in loops: bit tricks, hashing, packing.
for x in (0, 1, -1, 5, -5, 255, -256, 2 ** 40 + 3, -(2 ** 40) - 3, 2 ** 62, -(2 ** 63), 2 ** 63 - 1):
    print(x, [x >> k for k in (0, 1, 3, 9, 31, 62, 63, 64, 65, 200)])
    print(x, [x << k for k in (0, 1, 2, 9, 31, 61, 62, 63, 64, 70)])
for bad in (-1, -64):
    try:
        print(1 >> bad)
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(1 << bad)
    except ValueError as e:
        print("ValueError:", e)
h = 0
for ch in "hello world":
    h = ((h << 5) - h + ord(ch)) & 0xFFFFFFFF
    h ^= h >> 13
print(h)
packed = 0
for i, v in enumerate([3, 1, 4, 1, 5, 9, 2, 6]):
    packed |= v << (4 * i)
print(packed, [(packed >> (4 * i)) & 15 for i in range(8)])
n = 1
n <<= 62
print(n)
n <<= 1
print(n)
m = -7
m >>= 1
print(m, True << 3, 8 >> True, (2 ** 70) >> 60, 1 << 2 ** 6)
