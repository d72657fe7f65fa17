# Arithmetic on ints just past 64 and 128 bits: the sizes hashes, LCGs and
# factorials reach.
edges = [2**63 - 1, 2**63, 2**63 + 1, 2**64 - 1, 2**64, 2**64 + 1,
         2**127 - 1, 2**127, 2**127 + 1, 2**128 - 1, 2**128, 2**128 + 1]
values = edges + [-v for v in edges]

print("sums and differences")
for a in (2**64 - 1, 2**127 + 5, 2**128 - 1, -(2**128 - 1)):
    for b in (1, -1, 2**64, 2**127, -(2**127), 2**128 - 1):
        print(a + b, a - b, b - a)

print("products")
for a in (2**63, 2**64 - 1, -(2**64 + 3), 2**100 + 1, 2**127 - 1):
    for b in (2, -3, 2**63, 2**64 - 1, -(2**64)):
        print(a * b)

print("floor division and modulo signs")
for a in (2**64 + 7, -(2**64 + 7), 2**127 + 1, -(2**127 + 1), 2**128 - 1, -(2**128 - 1)):
    for b in (3, -3, 2**32, -(2**32), 2**64, -(2**64), 2**64 + 1, -(2**127), 2**128 - 1):
        q, r = divmod(a, b)
        assert q * b + r == a
        print(a // b, a % b, q, r)

print("true division")
for a in (2**64 + 1, -(2**127 - 1), 2**128 - 1):
    for b in (3, -(2**64), 2**63 + 1):
        print(a / b)

print("powers")
for base in (2, -2, 3, -3, 7, 2**32 + 1, -(2**32 + 1), 2**63, 2**64 - 1, -(2**64 - 1)):
    print([base ** e for e in (0, 1, 2, 3, 4, 5)])
print(3 ** 80, (-3) ** 81, 2 ** 127, (-2) ** 127, 2 ** 128)
print(10 ** 38, 10 ** 39, (2**64) ** 2, (2**64 + 1) ** 2)
print(pow(2**64 + 3, 2, 2**61 - 1), pow(-(2**100), 3, 2**64 + 13), pow(2**127, -1))

print("lcg")
x = 42
out = []
for i in range(8):
    x = (x * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
    out.append(x)
print(out)
h = 0xcbf29ce484222325
for ch in b"inline bigint":
    h = ((h ^ ch) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
print(h, hex(h))

print("factorials and sums")
f = 1
for i in range(1, 36):
    f *= i
    if i >= 19:
        print(i, f, f % 1000000007, f // 2**64)
print(sum(i * i * i * i for i in range(1, 2001)))
print(sum(i * 2**60 for i in range(1000)))

print("unary")
for v in values:
    print(-v, ~v, abs(v), +v)
