# Stream objects used re-entrantly from an __index__ (decompress, copy and
# collection of the same stream while its decompress converts max_length),
# after errors, after their end, dropped mid-stream, and with a zdict
# bytearray changed between uses.
import zlib
class gc:
    @staticmethod
    def collect():
        return len([[i] * 3 for i in range(2000)])
# 1. bytearray data mutated (same length) by max_length.__index__: read after
z = zlib.compress(b'hello world' * 50)
ba = bytearray(z)
d = zlib.decompressobj()
class Same:
    def __index__(self):
        ba[0:2] = z[0:2]
        return 5
print(d.decompress(ba, Same()))
# 2. re-entrant decompress from within __index__, then copy, then gc
d = zlib.decompressobj()
ba = bytearray(z)
class Re:
    def __index__(self):
        d.decompress(z[:10])
        c = d.copy()
        c.decompress(z[10:])
        c.flush()
        gc.collect()
        return 3
try:
    print(d.decompress(ba, Re()))
except Exception as e:
    print(type(e).__name__, e)
print(len(d.unconsumed_tail), d.eof)
# 3. flush after error
d = zlib.decompressobj()
try:
    d.decompress(b'garbage data here')
except zlib.error as e:
    print('err', e)
try:
    print(d.flush())
except zlib.error as e:
    print('err2', e)
try:
    print(d.copy().decompress(b'x'))
except Exception as e:
    print(type(e).__name__, e)
# 4. compress after finish; copy after finish
c = zlib.compressobj()
c.compress(b'abc')
c.flush()
for f in (lambda: c.compress(b'x'), lambda: c.flush(), lambda: c.copy(), lambda: c.flush(zlib.Z_SYNC_FLUSH)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
# 5. decompress after eof, unused_data accumulation
d = zlib.decompressobj()
print(d.decompress(z + b'tail1'), d.unused_data, d.eof)
print(d.decompress(b'tail2'), d.unused_data)
print(d.flush(), d.unused_data)
print(d.flush(), d.unused_data)
try:
    print(d.copy().unused_data)
except Exception as e:
    print(type(e).__name__, e)
# 6. many objects dropped mid-stream, then collected
objs = []
for i in range(50):
    c = zlib.compressobj(1)
    c.compress(bytes(range(256)) * 10)
    dd = zlib.decompressobj()
    dd.decompress(z[:20])
    objs.append((c, dd))
objs = None
gc.collect()
print('ok6')
# 7. zdict bytearray mutated between use
zd = bytearray(b'hello world hello')
c = zlib.compressobj(zdict=zd)
data = c.compress(b'hello world') + c.flush()
d = zlib.decompressobj(zdict=zd)
zd.clear()
try:
    print(d.decompress(data))
except Exception as e:
    print(type(e).__name__, e)
zd.extend(b'hello world hello')
d = zlib.decompressobj(zdict=zd)
print(d.decompress(data))
d2 = zlib.decompressobj(-15, zdict=bytearray(b'x' * 100))
print(d2.decompress(zlib.compress(b'abc')[2:-4]))
