# expect: ok
# args: --callback-stress
# stdout: s ok 948 SSSSSSSSSSSSSSSSSSSS
# stdout: map ok 832 SSSSSSSSSSSSSSSSSSSS
# stdout: star ok 306 SSSSSSSSSSSSSSSSSSSS
# stdout: held ok 900 SSSSSSSSSSSSSSSSSSSS
# stdout: bmap ok 22 b'7654321 2.500000 1f6'
# stdout: bnum ok 52 b'7654321 1f600 373000'
# stdout: bamap ok 314 bytearray(b'7654321 2.500 RRRRRR')
# stdout: floaterr TypeError BadFloat.__float__ returned non-float (type str)
# stdout: interr TypeError %d format: a real number is required, not BadInt
# stdout: bfloaterr TypeError float argument required, not BadFloat
# printf-style formatting of str and bytes where converting an argument
# runs user code that drops the last reference to values still in use and
# forces collections.
H = []

def churn():
    H.clear()
    for i in range(300):
        junk = [i, 'x' * 10]

class X:
    def __str__(self):
        churn()
        return 'S' * 300
    def __repr__(self):
        churn()
        return 'R' * 300
    def __index__(self):
        churn()
        return 0x1F600
    def __int__(self):
        churn()
        return 7654321
    def __float__(self):
        churn()
        return 2.5

class M:
    def __getitem__(self, k):
        churn()
        if k in ('f', b'f'):
            return X()
        return X() if k in ('x', b'x') else 'v' * 200

def attempt(name, f):
    H[:] = ['%s' * 3, X()]
    try:
        r = f()
        print(name, 'ok', len(r), r[:20])
    except Exception as e:
        print(name, type(e).__name__, e)

attempt('s', lambda: '%s|%r|%a|%d|%x|%o|%c|%e|%g|%5.1f' % (X(), X(), X(), X(), X(), X(), X(), X(), X(), X()))
attempt('map', lambda: '%(x)s %(y)s %(x)d %(x)c %(f)f %(x)r %(x)10x' % M())
attempt('star', lambda: '%*s|%.*f' % (50, X(), 3, X()))
attempt('held', lambda: H[0] % (H[1], X(), H[1]))
attempt('bmap', lambda: b'%(x)d %(f)f %(x)x' % M())
attempt('bnum', lambda: b'%d %x %o %e %f %g %5.2f' % (X(), X(), X(), X(), X(), X(), X()))
attempt('bamap', lambda: bytearray(b'%(x)d %(f).3f %(x)r') % M())

class BadFloat:
    def __float__(self):
        churn()
        return 'no'
class BadInt:
    def __int__(self):
        churn()
        return 'no'
class FM:
    def __getitem__(self, k):
        churn()
        return BadFloat() if k == 'f' else BadInt()
attempt('floaterr', lambda: '%(f)f' % FM())
attempt('interr', lambda: '%(i)d' % FM())
attempt('bfloaterr', lambda: b'%(f)f' % {b'f': BadFloat()})
