flags = {"read": 1, "write": 2, "exec": 4, "admin": 8}
perm = 0
for name in ["read", "exec"]:
    perm |= flags[name]
print(perm, bin(perm))
for name, bit in flags.items():
    print(name, bool(perm & bit))
perm ^= flags["read"]
print(perm, perm | flags["admin"], perm & ~flags["exec"])
print(1 << 10, 1 << 70, (1 << 70) >> 65, -1 << 3, -17 >> 2, -1 >> 100)
print(~0, ~5, ~-6, 5 & -3, 5 | -3, 5 ^ -3, -(2 ** 80) & 0xFF, (2 ** 80 - 1) ^ (2 ** 79))
print(bin(255), bin(-5), hex(2 ** 64 - 1), oct(64), int("1111", 2), int("-ff", 16))
n = 0b101101
count = 0
while n:
    count += n & 1
    n >>= 1
print("bits set:", count, (2 ** 100 - 1).bit_length(), (255).bit_length(), (-8).bit_length())
