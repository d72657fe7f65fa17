# Text, hashing, comparison and rounding of ints around 2**64 and 2**128.
edges = [2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**64 + 1, 10**19, 10**19 - 1,
         10**38, 2**127 - 1, 2**127, 2**128 - 1, 2**128, 2**128 + 1]
values = edges + [-v for v in edges]

print("str, repr, bases")
for v in values:
    print(str(v), repr(v), hex(v), oct(v), len(bin(v)))
    print(f"{v:,} {v:_x} {v:>45} {v:+d} {v:e}")
    print("%d %x %o" % (v, v, v), format(v, "#b")[:12])
    assert int(str(v)) == v and int(hex(v), 16) == v and int(bin(v), 0) == v

print("int from text")
for s in ("18446744073709551616", "-18446744073709551617", "340282366920938463463374607431768211455",
          "0xffffffffffffffffffffffffffffffff", " 1_000_000_000_000_000_000_000 ", "-0o2000000000000000000000"):
    print(int(s, 0) if s.strip().startswith(("0", "-0")) else int(s))

print("hash")
for v in values:
    print(hash(v), hash(v) == hash(float(v)) if abs(v) < 2**53 else hash(v) % 1000)
print(hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(2**122 - 1), hash(2**122), hash(2**127 + 2**61))
d = {2**64: "a", 2**128: "b", -(2**64): "c"}
print(d[2**64], d[2**128], d[-(2**63) * 2], 2**64 in {2**64, 3}, len({2**64, 2**64 + 0, 18446744073709551616}))

print("comparisons with floats")
for v in values:
    f = float(v)
    print(f, v == f, v < f, v > f, v < f * 2, v > -abs(f), v == f + 1)
print(2**64 == 1.8446744073709552e19, 2**64 + 1 > 1.8446744073709552e19, 2**63 - 1 < 9.223372036854775808e18)
print(max(2**64, 1.8e19), min(-(2**127), -1.7e38), sorted([2**64, 1e19, 2**63, 9.3e18, -(2**64)]))
print(float(2**128 - 1), float(-(2**127) - 1), (2**64 + 1) * 1.0, (2**127 - 1) / 1)

print("round")
for v in (2**64 + 49, 2**64 + 50, 2**64 + 150, -(2**64 + 50), 2**127 + 5, 10**38 + 5 * 10**36):
    print(round(v), round(v, -2), round(v, -20), round(v, 3), round(v, -40))
print(divmod(2**64, 10**10), divmod(-(2**64), 10**10), divmod(2**128 - 1, -(2**64)))
