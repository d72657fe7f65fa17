# expect: ok
# stdout: done
# Arguments whose __index__ or __bytes__ run user code that changes the
# stream, the data and the objects while a call converts them: the
# natives take plain values after every conversion, read the data's bytes
# after the last callback, and keep no pointer into it across user code;
# a bytearray resized meanwhile is refused with BufferError, as CPython
# refuses to resize a buffer it holds.
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

try:
    d.decompress(data, Evil())
    print('SANDBOX-ESCAPE resized data read')
except BufferError:
    pass
assert d.decompress(z, 7) == bytes(range(7))

# The same size, other bytes: read after the callback.
data = bytearray(z)
class Swap:
    def __index__(self):
        data[:] = zlib.compress(b'other ' * 2000, 1)[:len(z)].ljust(len(z), b'\0')
        d2.copy()
        return 5

d2 = zlib.decompressobj()
assert d2.decompress(data, Swap()) == b'other', 'read before the callback'

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
