# expect: ok
# args: --gc-stress
# stdout-contains: done
# struct converts every argument (__index__, __float__) in Python before
# its C half reads or writes the buffer; here the conversions empty or
# grow the bytearray they are about to be packed into or unpacked from:
# the C half checks the size again, so only CPython's errors come out.
import struct
ba = bytearray(64)
class I:
    def __init__(s, v, act): s.v = v; s.act = act
    def __index__(s):
        if s.act == 'clear': ba.clear()
        elif s.act == 'grow': ba.extend(bytes(1000))
        elif s.act == 'shrink': del ba[4:]
        return s.v
class F:
    def __init__(s, act): s.act = act
    def __float__(s):
        I(0, s.act).__index__()
        return 1.5
n = 0
for act in ['clear', 'grow', 'shrink']:
    for k in range(6):
        ba[:] = bytes(range(64))
        try:
            if k == 0: struct.pack_into('<iiQd', ba, 0, 1, I(2, act), 3, F(act))
            elif k == 1: struct.pack_into('<iiQd', ba, I(40, act), 1, 2, 3, 1.5)
            elif k == 2: struct.unpack_from('<iiQd', ba, I(40, act))
            elif k == 3: struct.unpack_from('<4s2xHq10p', ba, offset=I(3, act))
            elif k == 4: struct.pack('<%dq' % 3, I(1, act), I(2, act), I(3, act))
            else:
                it = struct.iter_unpack('<h', ba)
                next(it)
                I(0, act).__index__()
                list(it)
        except (struct.error, BufferError, ValueError, TypeError, OverflowError):
            pass
        n += 1
print('done', n)
