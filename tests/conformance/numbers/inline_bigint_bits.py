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
