# printf-style conversions of objects with number hooks: %d takes int()
# (__int__ before __index__), %x/%o take __index__, %c takes __index__,
# and a failing hook becomes the format's own TypeError.
class Both:
    def __int__(self):
        return 7
    def __index__(self):
        return 65

class OnlyIndex:
    def __index__(self):
        return 0x1F600

class BadInt:
    def __int__(self):
        return 'no'

class BadFloat:
    def __float__(self):
        return 'no'

print('%d %i %u %x %o %c' % (Both(), Both(), Both(), Both(), Both(), Both()))
print('%d %x %c' % (OnlyIndex(), OnlyIndex(), OnlyIndex()))
print(b'%d %x %c' % (Both(), Both(), Both()))
for fmt, v in [('%d', BadInt()), ('%x', BadInt()), ('%f', BadFloat()), ('%c', BadFloat())]:
    try:
        print(fmt % v)
    except TypeError as e:
        print('TypeError:', e)
for fmt, v in [(b'%f', 'a'), (b'%g', None), (b'%e', BadFloat()), (b'%d', BadInt())]:
    try:
        print(fmt % v)
    except TypeError as e:
        print('TypeError:', e)
ba = bytearray(b'%s-%d-%r')
print(ba % (ba, 3, 'x'), ba)
