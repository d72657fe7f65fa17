# struct errors raised inside Struct() and its iterator show no frames of the
# module's own (CPython's struct is C).
import struct
for fmt in ['<zz', 'q' * 3 + '!', 123, '\x00', 'é']:
    try:
        struct.Struct(fmt)
    except Exception as e:
        print(type(e).__name__, e)
it = struct.iter_unpack('<h', b'\x01\x00\x02\x00')
print(list(it))
try:
    struct.iter_unpack('<h', b'\x01')
except struct.error as e:
    print(e)
s = struct.Struct('<h')
try:
    s.unpack_from(b'\x01', 5)
except struct.error as e:
    print(e)
struct.Struct('>>')
