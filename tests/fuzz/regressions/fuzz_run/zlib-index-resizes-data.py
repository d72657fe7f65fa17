import zlib
z = zlib.compress(b'abc' * 50, 1)
ba = bytearray(z)
class N:
    def __index__(self):
        ba.clear()
        d.decompress(z[:9])
        d.copy()
        return 3
d = zlib.decompressobj()
for f in (lambda: d.decompress(ba, N()), lambda: zlib.crc32(ba, N()), lambda: zlib.decompress(ba, N())):
    try:
        f()
    except (BufferError, zlib.error):
        pass
    ba[:] = z
