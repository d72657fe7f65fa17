# repr() of floats (shortest digits that read back as the same double) over
# edge values, powers of two and ten, neighbours of short decimals and random
# bit patterns; all 60,000 compared through a digest, the first 1,500 printed.
import random, struct, hashlib
r = random.Random(2024)
vals = [0.1, 0.2, 0.3, 1/3, 2/3, 1e-5, 1e-7, 1e15, 1e16, 9007199254740992.0, 9007199254740993.0, 123.456, 5e-324, 2.0**-1022,
        0.5, 1.5, 100.0, 1e22, 1e23, 0.30000000000000004, 2.675, 1.1, 2.2, 3.3000000000000003, 4.35, 0.07, 9.95, 99.5]
for k in range(-30, 30):
    vals += [10.0 ** k, 2.0 ** k, 3.0 * 10.0 ** k, 10.0 ** k * (1 + 2**-52), 10.0 ** k * (1 - 2**-53)]
for _ in range(60000):
    t = r.random()
    if t < 0.25:
        vals.append(struct.unpack('<d', struct.pack('<Q', r.getrandbits(64)))[0])
    elif t < 0.45:
        vals.append(r.uniform(-1e6, 1e6))
    elif t < 0.65:
        vals.append(round(r.uniform(-1e4, 1e4), r.randint(0, 8)))
    elif t < 0.8:
        vals.append(r.uniform(0, 1) * 10.0 ** r.randint(-25, 20))
    elif t < 0.9:
        vals.append(r.randint(1, 10**r.randint(1, 17)) / 10.0 ** r.randint(0, 18))
    else:
        b = struct.unpack('<Q', struct.pack('<d', r.uniform(1e-20, 1e16)))[0]
        vals.append(struct.unpack('<d', struct.pack('<Q', b + r.randint(-3, 3)))[0])
for v in vals[:1500]:
    print(repr(v), str(-v), f'{v}', v.__repr__() == repr(v))
out = '\n'.join(repr(v) + ' ' + str(-v) for v in vals)
print(len(vals), hashlib.sha256(out.encode()).hexdigest())
