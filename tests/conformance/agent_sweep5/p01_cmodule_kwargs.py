# Keyword arguments to C functions of zlib and hmac: the errors name the C module.
import zlib, hmac, struct, operator

tests = [
    lambda: zlib.crc32(data=b'x'),
    lambda: zlib.adler32(b'x', value=1),
    lambda: zlib.compress(b'x', lvl=3),
    lambda: zlib.decompress(b'x', foo=1),
    lambda: hmac.compare_digest(a=b'x', b=b'y'),
    lambda: hmac.compare_digest(b'x'),
    lambda: zlib.crc32(),
    lambda: zlib.crc32(b'x', 1, 2),
    lambda: struct.pack(fmt='i'),
    lambda: operator.add(a=1, b=2),
]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__, e)
print(hmac.compare_digest.__module__, zlib.crc32.__module__)
print(hmac.compare_digest(b'abc', b'abc'), zlib.crc32(b'hello'))
