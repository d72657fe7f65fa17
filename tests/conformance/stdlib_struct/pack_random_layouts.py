# pack over random layouts and values (in range, out of range, of other types), against CPython.
import struct, random
random.seed(7)
codes = 'xbB?hHiIlLqQnNefd'
def val(c):
    r = random.random()
    if c in 'efd':
        return random.choice([0.0, -0.0, 1.5, -2.25, 1e300, float('inf'), float('-inf'), 65504.0, 65520.0, 3.4e38, 3.5e38, 1e-310, 7, True, float('nan')])
    if c == '?':
        return random.choice([True, False, 0, 1, 2, '', 'x', None, 0.0])
    bits = {'b': 8, 'B': 8, 'h': 16, 'H': 16, 'i': 32, 'I': 32, 'l': 64, 'L': 64, 'q': 64, 'Q': 64, 'n': 64, 'N': 64}[c]
    return random.choice([0, 1, -1, 2 ** (bits - 1) - 1, -2 ** (bits - 1), 2 ** bits - 1, 2 ** bits, 2 ** (bits - 1), True, 5.0, 2 ** 70])
for trial in range(600):
    mode = random.choice('@=<>!')
    fmt = mode
    vals = []
    for _ in range(random.randint(1, 4)):
        c = random.choice(codes)
        if mode != '@' and c in 'nN':
            c = 'q'
        cnt = random.choice([1, 1, 2, 3, 0])
        fmt += (str(cnt) if cnt != 1 else '') + c
        if c != 'x':
            vals += [val(c) for _ in range(cnt)]
    try:
        print(fmt, struct.pack(fmt, *vals).hex())
    except (struct.error, OverflowError, TypeError) as e:
        print(fmt, type(e).__name__, e)
b = bytearray(20)
struct.pack_into('<hq', b, 2, 5, -9)
print(b.hex())
try:
    struct.pack_into('<h', b, 2, 1 << 20)
except struct.error as e:
    print(e)
print(struct.Struct('>3H').pack(1, 2, 3).hex(), struct.pack('@bq', 1, 2).hex())
