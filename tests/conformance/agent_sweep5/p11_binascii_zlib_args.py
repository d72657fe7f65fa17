# binascii and zlib argument errors in the words of their C functions (positional-only parameters counted, not named).
import binascii, zlib
for n in ['hexlify','unhexlify','b2a_hex','a2b_hex','b2a_base64','a2b_base64','crc32']:
    f = getattr(binascii, n)
    print(n, f.__name__)
    for call in [lambda: f(b'ab', zz=1), lambda: f(), lambda: f(b'ab', 1, 2, 3, 4), lambda: f(data=b'ab')]:
        try: print(call())
        except Exception as e: print(n, type(e).__name__, e)
for call in [lambda: zlib.compress(), lambda: zlib.compress(level=1), lambda: zlib.compress(data=b'x'), lambda: zlib.decompress(), lambda: zlib.compressobj(1,2,3,4,5,6,7), lambda: zlib.decompress(b'', 1, 2, 3)]:
    try: call()
    except Exception as e: print(type(e).__name__, e)
print(binascii.b2a_hex(b'\x01\x02', '-'), binascii.a2b_hex('0102'), binascii.b2a_base64(b'hi', newline=False), binascii.a2b_base64(b'aGk=', strict_mode=True), binascii.crc32(b'x', 5))
