# expect: ok
# stdout: done
# Arguments whose __index__ or __bytes__ run user code that changes the
# stream, the data and the objects while a call converts them: the
# natives take plain values after every conversion, read the data's bytes
# after the last callback, and keep no pointer into it across user code.
import zlib

z = zlib.compress(bytes(range(256)) * 200)
data = bytearray(z)
d = zlib.decompressobj()

class Evil:
    def __index__(self):
        # Empty the input buffer, run the same decompressor, and copy it.
        data.clear()
        data.extend(z[:30])
        d.decompress(b'')
        d.copy()
        return 7

out = d.decompress(data, Evil())
assert len(out) <= 7, len(out)

class Shifty(bytes):
    def __bytes__(self):
        return b'never read'
    def __index__(self):
        return 1 << 20

c = zlib.compressobj()
piece = c.compress(Shifty(b'payload ' * 100))
piece += c.flush()
assert zlib.decompress(piece) == b'payload ' * 100

class Flusher:
    def __index__(self):
        c2.flush()          # ends the stream while flush() converts its mode
        return zlib.Z_FINISH

c2 = zlib.compressobj()
c2.compress(b'abc')
try:
    c2.flush(Flusher())
except zlib.error as e:
    assert 'inconsistent stream state' in str(e)

# A decompressor whose max_length callback finishes it with flush().
d2 = zlib.decompressobj()
class Finisher:
    def __index__(self):
        d2.decompress(z)
        d2.flush()
        return 0
try:
    d2.decompress(z, Finisher())
except zlib.error as e:
    assert 'inconsistent stream state' in str(e)

# The stream natives refuse objects that are not streams of their kind.
import random
for f, args in [(zlib._zcompress, (random.Random(1), b'x')), (zlib._zdecompress, (zlib.compressobj(), b'x', 0)),
                (zlib._zget, (zlib.decompressobj(), 9)), (zlib._zcopy, (zlib.compressobj(), True)),
                (zlib._zflush, (object(), 4))]:
    try:
        f(*args)
        print('SANDBOX-ESCAPE', f)
    except (TypeError, ValueError):
        pass
print('done')
