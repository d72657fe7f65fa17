# expect: ok
# args: --callback-stress
# stdout-contains: ok
# Compress and Decompress objects driven by a seeded random walk in which
# every integer argument's __index__ runs more of the walk: streams made,
# copied, dropped, flushed and fed re-entrantly while a call on another (or
# the same) stream converts its arguments, and the bytearrays they read
# resized or changed in place meanwhile. With a collection at every return
# into a native, a native holding state across that code would be caught.
import zlib, random
R = random.Random(7)
payloads = [zlib.compress(bytes(R.randrange(4) for _ in range(R.randrange(1, 3000))), R.choice([1, 6])) for _ in range(4)]
raw = [b'', b'x', bytes(range(256)) * 3]
pool = [zlib.decompressobj(), zlib.compressobj(1), zlib.decompressobj(zdict=bytearray(b'abc')), zlib.compressobj(1, zdict=b'abc')]
D = type(zlib.decompressobj())
bufs = [bytearray(p) for p in payloads]
depth = [0]

def act():
    if depth[0] > 3:
        return
    depth[0] += 1
    try:
        k = R.randrange(12)
        o = R.choice(pool)
        if k == 0:
            pool.append(zlib.decompressobj())
        elif k == 1 and len(pool) > 2:
            pool.pop(R.randrange(len(pool)))
        elif k == 2:
            b = R.choice(bufs)
            if R.random() < 0.5:
                b.clear()
            b.extend(R.choice(payloads)[:R.randrange(1, 200)])
        elif k == 3:
            b = R.choice(bufs)
            if b:
                b[R.randrange(len(b))] = R.randrange(256)
        elif k == 4:
            pool.append(o.copy())
        elif k == 5:
            if isinstance(o, D):
                o.decompress(R.choice(bufs), Hostile(R.randrange(0, 50)))
            else:
                o.compress(R.choice(bufs))
        elif k == 6:
            if isinstance(o, D):
                o.flush(Hostile(R.randrange(1, 100)))
            else:
                o.flush(Hostile(R.choice([0, 1, 2, 3, 4, 5])))
        elif k == 7:
            if isinstance(o, D):
                o.decompress(o.unconsumed_tail + o.unused_data, Hostile(R.randrange(0, 5)))
        elif k == 8:
            zlib.decompress(R.choice(bufs), Hostile(15), Hostile(R.randrange(0, 100)))
        elif k == 9:
            zlib.crc32(R.choice(bufs), Hostile(R.randrange(1 << 32)))
        elif k == 10:
            zlib.compress(R.choice(bufs), Hostile(R.randrange(0, 3)))
        else:
            [[i] for i in range(200)]
    except (zlib.error, ValueError, TypeError, BufferError, OverflowError):
        pass
    finally:
        depth[0] -= 1

class Hostile:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        for _ in range(R.randrange(3)):
            act()
        return self.v

for i in range(150):
    act()
print('ok', len(pool))
