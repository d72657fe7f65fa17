# Shifts, bitwise operations, bit_length and bytes of ints around 2**64 and
# 2**128, negative ones included (two's complement semantics).
edges = [2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**127 - 1, 2**127, 2**128 - 1, 2**128]
values = edges + [-v for v in edges]

print("shifts")
for v in values:
    print(v >> 1, v >> 63, v >> 64, v >> 65, v >> 127, v >> 128, v >> 200)
for v in (1, -1, 3, -3, 2**63 - 1, -(2**63), 2**64 - 1, 2**100 + 1, -(2**100 + 1)):
    print(v << 1, v << 63, v << 64, v << 65, v << 127, v << 128)

print("bitwise")
masks = [2**64 - 1, -(2**64), 2**127 - 1, -(2**127), 0xF0F0F0F0F0F0F0F0F0F0, -1, 12345]
for v in values:
    print([v & m for m in masks])
    print([v | m for m in masks])
    print([v ^ m for m in masks])

print("bit_length")
for v in values + [2**65 + 1, -(2**65 + 1)]:
    print(v.bit_length(), bin(v).count("1"), v.bit_count())

print("bytes")
for v in (2**63, 2**64 - 1, 2**127 - 1, 2**128 - 1):
    b = v.to_bytes(16, "big")
    print(b.hex(), int.from_bytes(b, "big") == v, int.from_bytes(b, "little"))
    print((-v).to_bytes(17, "little", signed=True).hex())
    print(int.from_bytes((-v).to_bytes(17, "big", signed=True), "big", signed=True) == -v)
try:
    (2**128).to_bytes(16, "big")
except OverflowError as e:
    print("OverflowError:", e)
try:
    (-(2**63) - 1).to_bytes(8, "big", signed=True)
except OverflowError as e:
    print("OverflowError:", e)

print("low bits of wide values")
wide = [3**100, -(3**100), 2**192 + 2**64 + 5, -(2**192 + 2**64 + 5), 2**256 - 1, -(2**256)]
for v in wide:
    print([v % 2**k for k in (1, 63, 64, 65, 127, 128, 129)])
    print([v // 2**k for k in (64, 128)], [v & m for m in (2**64 - 1, 2**128 - 1, 0xFF00, 2**127)])
    print((2**64 - 1) & v, v % -(2**64), v % (2**64 + 1))
print([2**k for k in (62, 63, 64, 100, 127, 128, 129)], [(-4)**k for k in (31, 32, 63, 64)])
print([(2**64)**k for k in (0, 1, 2)], [(-(2**63))**k for k in (1, 2, 3)], 8**42, (-8)**43)
