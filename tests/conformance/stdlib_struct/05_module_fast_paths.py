# struct.pack/unpack and Struct methods with cached formats: plain values,
# values that need conversion, wrong counts and sizes, other buffers.
import struct


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class Fmt(str):
    pass


def show(f, *a):
    try:
        r = f(*a)
    except Exception as e:
        r = "%s: %s" % (type(e).__name__, e)
    print(repr(r))


for _ in range(2):
    show(struct.pack, '<ihd', 1, 2, 3.5)
    show(struct.pack, '<ihd', 1, 2)
    show(struct.pack, '<ihd', 1, 2, 3.5, 4)
    show(struct.pack, '<ihd', True, Idx(7), 2)
    show(struct.pack, '<i', 1 << 40)
    show(struct.pack, '<h', 40000)
    show(struct.pack, '>Q', (1 << 64) - 1)
    show(struct.pack, '@i?', -5, 0)
    show(struct.pack, Fmt('<H'), 513)
    show(struct.pack, b'<H', 513)
    show(struct.pack, '<3s', b'abcdef')
    show(struct.unpack, '<ihd', struct.pack('<ihd', -1, 2, 0.25))
    show(struct.unpack, '<ihd', bytearray(struct.pack('<ihd', 9, 8, 7.0)))
    show(struct.unpack, '<ihd', b'short')
    show(struct.unpack, '<I', b'\x01\x00\x00\x80')
    show(struct.unpack, Fmt('>h'), b'\xff\xfe')
    show(struct.unpack, '<i', 'text')

s = struct.Struct('<Iqf')
show(s.pack, 1, -2, 0.5)
show(s.pack, -1, 2, 0.5)
show(s.pack, 1, 2)
show(s.pack, Idx(3), Idx(4), 1)
show(s.unpack, s.pack(5, 6, 1.5))
show(s.unpack, bytearray(s.pack(5, 6, 1.5)))
show(s.unpack, b'\x00' * 3)
show(list, s.iter_unpack(s.pack(1, 2, 3.0) * 3))
it = s.iter_unpack(bytes(32))
print(it.__length_hint__(), next(it), it.__length_hint__(), list(it), it.__length_hint__())
print(s.size, s.format, struct.calcsize('<Iqf'))
