# Compress a log before sending it, check it round-trips, and checksum it.
import zlib
import base64

log = "\n".join(f"2024-05-{d:02d} INFO request served in {d * 7 % 50} ms" for d in range(1, 29)).encode()
packed = zlib.compress(log)
print(len(log), len(packed), packed[:2].hex(), round(len(packed) / len(log), 3))
print(zlib.decompress(packed) == log)
for level in [0, 1, 6, 9, zlib.Z_BEST_SPEED, zlib.Z_DEFAULT_COMPRESSION]:
    c = zlib.compress(log, level)
    print(level, len(c), c[-4:].hex())
print(base64.b64encode(zlib.compress(b"hello hello hello hello")).decode())

# Raw deflate and gzip framing through wbits.
raw = zlib.compress(b"payload " * 20, wbits=-15)
gz = zlib.compress(b"payload " * 20, level=9, wbits=31)
print(raw.hex(), gz[:3].hex(), zlib.decompress(raw, wbits=-15)[:16], zlib.decompress(gz, 47)[:16])
print(zlib.decompress(zlib.compress(b"auto"), 0), zlib.decompress(bytearray(packed))[:10])

print(zlib.crc32(log), zlib.adler32(log), hex(zlib.crc32(b"hello world")))
running = 0
for chunk in (log[:100], log[100:500], log[500:]):
    running = zlib.crc32(chunk, running)
print(running == zlib.crc32(log), zlib.crc32(b"", -1), zlib.adler32(b"abc", 2**40))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.DEF_BUF_SIZE, zlib.ZLIB_VERSION == zlib.ZLIB_RUNTIME_VERSION)

for bad in [b"not compressed", packed[:-5], packed[:10] + b"\x00" + packed[11:]]:
    try:
        zlib.decompress(bad)
    except zlib.error as e:
        print("zlib.error:", e)
for call in [lambda: zlib.compress(b"x", 11), lambda: zlib.compress("text"), lambda: zlib.decompress(packed, bufsize=-1),
             lambda: zlib.crc32("text"), lambda: zlib.compress(b"x", 2.0)]:
    try:
        call()
    except (zlib.error, TypeError, ValueError) as e:
        print(type(e).__name__, e)
zlib.decompress(b"\x78\x9c\x00")
