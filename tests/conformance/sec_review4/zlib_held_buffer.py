# zlib's functions and Decompress.decompress hold their data argument's
# buffer while they convert the integer arguments after it: an __index__
# that resizes a bytearray data argument gets BufferError, one that
# changes its bytes in place is seen by the call; the integer arguments
# take any object with __index__.
import zlib

z = zlib.compress(b'hello world' * 20)


class Resize:
    def __init__(self, ba, v):
        self.ba, self.v = ba, v

    def __index__(self):
        self.ba.extend(b'tail')
        return self.v


class Poke:
    def __init__(self, ba, v):
        self.ba, self.v = ba, v

    def __index__(self):
        self.ba[0] ^= 1
        return self.v


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


def t(name, fn):
    try:
        print(name, fn())
    except Exception as e:
        print(name, type(e).__name__, e)


for K in (Resize, Poke):
    print('--', K.__name__)
    ba = bytearray(b'abc' * 10)
    t('compress level', lambda: zlib.compress(ba, K(ba, 6)))
    ba = bytearray(b'abc' * 10)
    t('compress wbits', lambda: zlib.compress(ba, 6, K(ba, 15)))
    ba = bytearray(z)
    t('decompress wbits', lambda: zlib.decompress(ba, K(ba, 15)))
    ba = bytearray(z)
    t('decompress bufsize', lambda: zlib.decompress(ba, 15, K(ba, 10)))
    ba = bytearray(b'abc')
    t('crc32', lambda: zlib.crc32(ba, K(ba, 5)))
    ba = bytearray(b'abc')
    t('adler32', lambda: zlib.adler32(ba, K(ba, 5)))
    ba = bytearray(z)
    d = zlib.decompressobj()
    t('decompressobj', lambda: d.decompress(ba, K(ba, 5)))
    ba = bytearray(z)
    d = zlib.decompressobj()
    t('max_length=', lambda: d.decompress(ba, max_length=K(ba, 5)))
    t('then', lambda: (d.decompress(z, 3), d.unconsumed_tail[:4]))

print('-- __index__')
t('compress', lambda: zlib.compress(b'abc', Idx(9), Idx(-15)))
t('decompress', lambda: zlib.decompress(zlib.compress(b'abc', 9, -15), Idx(-15), Idx(1)))
t('crc32', lambda: zlib.crc32(b'abc', Idx(7)))
t('adler32', lambda: zlib.adler32(b'abc', Idx(2**40 + 7)))
t('level range', lambda: zlib.compress(b'abc', Idx(2**31)))
t('bufsize range', lambda: zlib.decompress(z, 15, Idx(-1)))
t('float', lambda: zlib.compress(b'abc', 6.0))
t('index non-int', lambda: zlib.crc32(b'abc', type('X', (), {'__index__': lambda s: 1.5})()))

print('-- max_length splits a stream')
data = bytes(range(256)) * 40
stream = zlib.compress(data, 1)
d = zlib.decompressobj()
parts = [d.decompress(stream, 1)]
while d.unconsumed_tail:
    parts.append(d.decompress(d.unconsumed_tail, 1000))
parts.append(d.flush())
print(len(parts), b''.join(parts) == data, d.eof)
d = zlib.decompressobj()
out = d.decompress(stream, 100000)
print(len(out), out == data, d.unconsumed_tail, d.eof)
