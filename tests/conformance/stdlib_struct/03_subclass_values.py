# Packing values that come from small wrapper classes, and checking a few
# format strings before a binary writer relies on them.
import struct


class Reading(float):
    """A float that carries a unit."""
    unit = 'C'

    def __float__(self):
        return -1.0


class Count(int):
    def __int__(self):
        return -1

    def __index__(self):
        return -2


class Blob(bytes):
    def __len__(self):
        return 1000

    def __getitem__(self, k):
        return b'?'

    def __bytes__(self):
        return b'wrong'


class Buf(bytearray):
    def __bytes__(self):
        return b'wrong'


def attempt(label, fn, *args):
    try:
        print(label, fn(*args))
    except Exception as e:
        print(label, type(e).__name__, e)


attempt('float subclass d', struct.pack, '<d', Reading(21.5))
attempt('float subclass e', struct.pack, '<e', Reading(21.5))
attempt('float subclass f', struct.pack, '>f', Reading(-3.25))
attempt('int subclass', struct.pack, '<iH', Count(7), Count(9))
attempt('bytes subclass s', struct.pack, '6s', Blob(b'abc'))
attempt('bytes subclass p', struct.pack, '5p', Blob(b'abc'))
attempt('bytes subclass c', struct.pack, 'cc', Blob(b'x'), Blob(b'y'))
attempt('bytearray subclass s', struct.pack, '4s', Buf(b'ab'))
attempt('unpack subclass', struct.unpack, '<3s', Blob(b'xyz'))
attempt('unpack_from subclass', struct.unpack_from, '<H', Blob(b'\x01\x02\x03'), 1)
attempt('iter_unpack subclass', lambda: list(struct.iter_unpack('<B', Blob(b'\x01\x02'))))

attempt('pointer -1', struct.pack, 'P', -1)
attempt('pointer low', struct.pack, 'P', -2**63)
attempt('pointer too low', struct.pack, 'P', -2**63 - 1)
attempt('pointer too high', struct.pack, 'P', 2**64)

attempt('nul in format', struct.calcsize, 'i\x00')
attempt('nul in bytes format', struct.Struct, b'\x00')
attempt('non-ascii space', struct.calcsize, 'i\xa0i')
attempt('file separator', struct.calcsize, 'i\x1ci')
attempt('ascii spaces', struct.calcsize, ' i\t\nh\x0b\x0cb\r')
attempt('long count', struct.calcsize, '1' * 30 + 'x')
attempt('longest count', struct.calcsize, '9223372036854775807x')
attempt('count past max', struct.calcsize, '9223372036854775808x')

buf = bytearray(8)
attempt('pack_into no buffer', struct.Struct('<i').pack_into)
attempt('pack_into no offset', struct.Struct('<i').pack_into, buf)
attempt('module pack_into no offset', struct.pack_into, '<i', buf)
attempt('module pack_into nothing', struct.pack_into)
struct.pack_into('<i', Buf(8), 0, 5)
b2 = Buf(8)
struct.pack_into('<hh', b2, 2, 1, Count(3))
print(list(b2))

# Ints too large for a half or a standard single, and floats too large.
attempt('int for e', struct.pack, '<e', 70000)
attempt('float for e', struct.pack, '<e', 70000.0)
attempt('int for standard f', struct.pack, '>f', 10**39)
attempt('float for standard f', struct.pack, '>f', 1e39)
attempt('int for native f', struct.pack, 'f', 10**39)
attempt('huge int for d', struct.pack, 'd', 2**1100)


# Objects that convert themselves, well or badly.
class Index:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class Broken:
    def __index__(self):
        raise KeyError('no index')

    def __float__(self):
        raise KeyError('no float')


class NotAFloat:
    def __float__(self):
        return 'x'


attempt('index big q', struct.pack, '>q', Index(2**70))
attempt('index big Q', struct.pack, '!Q', Index(2**70))
attempt('index negative Q', struct.pack, '>Q', Index(-1))
attempt('int big q', struct.pack, '>q', 2**70)
attempt('index native q', struct.pack, 'q', Index(2**70))
attempt('index big P', struct.pack, 'P', Index(2**70))
attempt('index low P', struct.pack, 'P', Index(-2**64))
attempt('broken d', struct.pack, 'd', Broken())
attempt('broken e', struct.pack, '<e', Broken())
attempt('broken i', struct.pack, 'i', Broken())
attempt('not a float', struct.pack, 'f', NotAFloat())
