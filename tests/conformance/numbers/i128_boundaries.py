# Integer arithmetic around the 64- and 128-bit boundaries: products, sums,
# floor division, modulo and shifts, with every combination of signs.
edges = [0, 1, -1, 2**31, 2**62, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64 - 1, 2**64,
         -2**64, -2**64 + 1, 2**126, 2**127 - 1, 2**127, -2**127, -2**127 - 1, 2**128, 3**80]
mults = [1, -1, 3, 7, 2**32 + 1, 2**63 - 1, -2**63, 2**64 - 1, 6364136223846793005]

def show(label, values):
    print(label, [hex(v) if isinstance(v, int) else v for v in values])

for a in edges:
    show("mul", [a * m for m in mults])
    show("add", [a + m for m in mults] + [a - m for m in mults])
    show("mod", [a % m for m in mults] + [a % -m for m in mults])
    show("div", [a // m for m in mults] + [a // -m for m in mults])
    show("shr", [a >> s for s in (0, 1, 20, 63, 64, 65, 126, 127, 128, 200)])
    show("bits", [a & 0xFFFF_FFFF_FFFF_FFFF, a | 1, a ^ -1])

# A 64-bit LCG, as agents write one: every step goes past int64 and back.
x = 42
seen = []
for i in range(2000):
    x = (x * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
    if i % 400 == 0:
        seen.append((x, x % 1000, (x >> 20) % 97, x // 2**32, type(x).__name__))
print(seen)
print(x, x.bit_length(), x == 2**64 - (2**64 - x), hash(x) == hash(int(str(x))))

# Results that land exactly on a boundary are ints like any other.
b = (2**63 - 1) + 1
print(b, b - 1, (2**64) // 2 - 1, -(2**63) - 1 + 1, (2**64 - 1) * (2**64 - 1))
print((-2**127) // -1, (-2**127) % -1, divmod(2**127 - 1, -2**64), divmod(-(2**100), 7))
for bad in (lambda: 2**64 % 0, lambda: (2**100) // 0, lambda: 2**70 >> -1):
    try:
        bad()
    except (ZeroDivisionError, ValueError) as e:
        print(type(e).__name__, e)
