# expect: ok
# args: --callback-stress
# stdout: b ok 0 bytearray 20100
# stdout: s_after ok 0 bytearray 35100
# stdout: c ok 0 bytearray 20002
# stdout: d ok 0 bytearray 20004
# stdout: f ok 0 bytearray 20013
# stdout: r ok 0 bytearray 20200
# stdout: star ok 0 bytearray 20010
# stdout: map ok 0 bytearray 20402
# stdout: bytes 20100
# stdout: bytes2 15100 0
# The expected lines are computed on the current contents of the
# buffers; CPython here reads stale buffers or refuses with
# BufferError (its buffer exports), so its output differs.
# bytearray % args where converting an argument (__bytes__, __index__,
# __getitem__ of a mapping, __repr__, __int__, __float__) empties the format
# bytearray or a bytearray argument (M5).
B = bytearray()
A = bytearray()

def churn():
    B.clear()
    A.clear()
    for i in range(300):
        junk = [i]

class X:
    def __bytes__(self):
        churn()
        return b'by' * 50
    def __index__(self):
        churn()
        return 65
    def __repr__(self):
        churn()
        return 'R' * 100
    def __float__(self):
        churn()
        return 1.5

class M:
    def __getitem__(self, k):
        churn()
        return bytearray(b'val' * 100) if k == b'a' else X()

def attempt(name, fmt, args):
    B[:] = fmt
    A[:] = b'arg' * 5000
    try:
        r = B % args
        print(name, 'ok', len(B), type(r).__name__, len(r))
    except Exception as e:
        print(name, type(e).__name__, len(B))

pad = b'.' * 20000
attempt('b', b'%b' + pad + b'%s', (X(), A))
attempt('s_after', b'%s%b' + pad, (A, X()))
attempt('c', b'%c' + pad + b'%c', (X(), X()))
attempt('d', b'%d' + pad + b'%x', (X(), X()))
attempt('f', b'%f' + pad + b'%5.2f', (X(), X()))
attempt('r', b'%r' + pad + b'%a', (X(), X()))
attempt('star', b'%*d' + pad, (10, X()))
attempt('map', b'%(a)s' + pad + b'%(b)d%(b)b', M())
try:
    r = (b'%b' + pad + b'%s') % (X(), A)
    print('bytes', len(r))
except Exception as e:
    print('bytes', type(e).__name__)
A[:] = b'arg' * 5000
r = b'%s%s' % (A, X()) if False else b'%s%b' % (A, X())
print('bytes2', len(r), len(A))
