# Compress a log in chunks with a compressor object, then read it back in
# pieces with a decompressor, as a streaming pipeline does.
import zlib

lines = [f"2024-01-{d:02d} INFO request id={d * 37 % 1000} status={200 if d % 7 else 500}\n" for d in range(1, 29)]
comp = zlib.compressobj(level=6)
chunks = []
for i in range(0, len(lines), 5):
    chunks.append(comp.compress("".join(lines[i:i + 5]).encode()))
chunks.append(comp.flush())
blob = b"".join(chunks)
print(len(blob), blob[:2].hex(), zlib.crc32(blob))
print([len(c) for c in chunks])

dec = zlib.decompressobj()
text = b""
for i in range(0, len(blob), 64):
    text += dec.decompress(blob[i:i + 64])
text += dec.flush()
print(dec.eof, dec.unused_data, text.decode() == "".join(lines))
print(text.decode().splitlines()[6])

# Sync flushes give self-contained pieces; a full flush resets the window.
c = zlib.compressobj(9, zlib.DEFLATED, -15)
parts = [c.compress(b"alpha beta " * 20), c.flush(zlib.Z_SYNC_FLUSH),
         c.compress(b"gamma " * 10), c.flush(zlib.Z_FULL_FLUSH), c.compress(b"delta"), c.flush()]
print([p.hex() for p in parts])
d = zlib.decompressobj(-15)
print(d.decompress(b"".join(parts[:2])))
print(d.decompress(b"".join(parts[2:])), d.eof)

# Levels, strategies, memLevel and window sizes give CPython's bytes.
data = b"".join(bytes([i % 251, i % 13, 65 + i % 26]) for i in range(3000))
for args in [(0,), (1,), (9,), (6, 8, 9), (6, 8, 31), (6, 8, 15, 1), (6, 8, 15, 9, 1), (5, 8, 15, 8, 2),
             (5, 8, 15, 8, 3), (5, 8, 15, 8, 4)]:
    c = zlib.compressobj(*args)
    z = c.compress(data[:4000]) + c.compress(data[4000:]) + c.flush()
    print(args, len(z), zlib.adler32(z))

# A gzip stream, and decompressobj telling gzip and zlib apart (wbits 47).
g = zlib.compressobj(wbits=31)
gz = g.compress(b"gzip body " * 8) + g.flush()
print(gz[:3].hex(), zlib.decompressobj(47).decompress(gz))
print(zlib.decompressobj(47).decompress(zlib.compress(b"zlib body")))

# A preset dictionary on both sides.
zd = b"status=200 status=500 request id="
c = zlib.compressobj(zdict=zd)
z = c.compress(b"request id=5 status=200") + c.flush()
print(z.hex(), zlib.decompressobj(zdict=zd).decompress(z))
rc = zlib.compressobj(wbits=-12, zdict=zd)
rz = rc.compress(b"status=500 status=500") + rc.flush()
print(rz.hex(), zlib.decompressobj(-12, zdict=bytearray(zd)).decompress(rz))
