# unpack over random layouts of every code, order and count, against CPython.
import struct, random
random.seed(11)
codes = 'xcbB?hHiIlLqQnNefdsp'
out = []
for trial in range(400):
    mode = random.choice('@=<>!')
    fmt = mode
    for _ in range(random.randint(1, 5)):
        c = random.choice(codes)
        if mode != '@' and c in 'nN':
            c = 'q'
        cnt = random.choice(['', '', '2', '3', '0', '7'])
        if c == 'p' and cnt == '0':
            cnt = '3'
        fmt += cnt + c
    size = struct.calcsize(fmt)
    buf = bytes(random.getrandbits(8) for _ in range(size + 5))
    try:
        r = struct.unpack_from(fmt, buf, 3) if size + 3 <= len(buf) else struct.unpack(fmt, buf[:size])
        r = tuple(('nan' if x != x else x) if isinstance(x, float) else x for x in r)
        out.append((fmt, r))
    except struct.error as e:
        out.append((fmt, 'error', str(e)))
for o in out:
    print(o)
print(list(struct.iter_unpack('<hH', bytes(range(8)))))
print(struct.unpack('>Q', b'\xff' * 8), struct.unpack('<q', b'\xff' * 8), struct.unpack('@P', b'\x80' + b'\0' * 7) if struct.calcsize('P') == 8 else None)
print(struct.unpack('5p', b'\x09abcd'), struct.unpack('1p', b'\x05'), struct.unpack('0s', b''))
try:
    struct.unpack('<i', b'abc')
except struct.error as e:
    print(e)
try:
    struct.unpack_from('<i', b'abcd', 2)
except struct.error as e:
    print(e)
print(struct.Struct('<ih').unpack(bytearray(b'\x01\x00\x00\x00\x02\x00')))
