# %-formatting of str and bytes: random flags, widths, precisions and
# conversions over ints and floats (edge values included), against CPython.
import random, hashlib
r = random.Random(11)
out = []
ints = [0, 1, -1, 7, -255, 2**31, -2**63, 2**63 - 1, 2**64 + 5, -10**30, True, False]
floats = [0.0, -0.0, 0.5, 2.5, -1.25, 1e-7, 123456.789, 1e22, 1e300, float('inf'), float('nan'), 5e-324, 0.1, 2.675]
for _ in range(300):
    ints.append(r.randint(-10**6, 10**6)); floats.append(r.uniform(-1e6, 1e6))
for _ in range(1500):
    flags = ''.join(r.choice(['', '-', '+', ' ', '0', '#']) for _ in range(r.randint(0, 2)))
    width = r.choice(['', str(r.randint(0, 25))])
    prec = r.choice(['', '.' + str(r.randint(0, 18))])
    conv = r.choice('diouxXeEfFgGsr')
    spec = '%' + flags + width + prec + conv
    v = r.choice(ints) if conv in 'diouxX' or r.random() < 0.3 else r.choice(floats)
    if conv in 'ouxX' and isinstance(v, float):
        v = int(v) if v == v and abs(v) != float('inf') else 3
    try:
        s = spec % v
    except Exception as e:
        s = type(e).__name__ + ': ' + str(e)
    out.append(spec + ' ' + s)
    try:
        b = (spec.encode() % v) if conv not in 'sr' else b'-'
    except Exception as e:
        b = (type(e).__name__ + ': ' + str(e)).encode()
    out.append(repr(b))
out.append('%s|%5s|%-5s|%.2s|%r|%a' % ('héllo', 'ab', 'ab', 'abc', 'x\n', 'é'))
out.append('%(a)s %(b)05.1f %%' % {'a': 1, 'b': 2.25})
print("\n".join(out))
