# expect: ok
# args: --max-memory 32M --max-instructions 200000000
# stdout: 1500 b'stream 1499 stream 1499 '
# Streams dropped mid-stream give their zlib state back when they are
# collected: 1500 compressors of about 256 KB each (375 MB together) pass
# through a 32 MB cap, one decompressor kept alive across all of them.
import zlib
keep = zlib.decompressobj()
cut = zlib.compress(b'abc' * 1000)[:50]
last = b''
for i in range(1500):
    c = zlib.compressobj(6, zlib.DEFLATED, 15, 9)
    z = c.compress(b'stream %d ' % i * 2)
    if i % 2:
        z += c.flush(zlib.Z_SYNC_FLUSH)
        last = zlib.decompressobj().decompress(z)
    d = zlib.decompressobj()
    d.decompress(cut)
print(i + 1, last)
