# expect: ok
# args: --callback-stress
# stdout: replace1 ok 0 0 1
# stdout: replace2 ok 0 0 0
# stdout: replace3 ok 0 0 0
# stdout: breplace ok 0 0 1995
# stdout: join_gen ok 0 0 101
# stdout: join_list ok 30000 20000 140000
# stdout: sjoin_gen ok 0 0 101
# stdout: extend_gen ok 101 0 101
# stdout: extend_self ok 60000 20000 60000
# stdout: iadd_self ok 60000 20000 60000
# stdout: ctor_gen ok 0 0 101
# stdout: bytes_gen ok 0 0 101
# stdout: ctor_list ok 30000 20000 2
# stdout: bytes_list ok 30000 20000 2
# stdout: extend_list ok 30002 20000 30002
# stdout: bytes_bad TypeError 0 0
# stdout: bytes_good ok 0 0 300
# stdout: translate ok 30000 20000 15000
# stdout: maketrans ok 30000 20000 256
# stdout: rev_self ok 30000 20000 30000
# stdout: eq ok 30000 20000 False
# stdout: add ok 30000 20000 50000
# stdout: mod_self ok 30000 20000 30000
# stdout: split_sep ValueError 0 0
# stdout: rsplit_sep ValueError 0 0
# stdout: bsplit_sep ValueError 0 0
# stdout: center_fill TypeError 0 0
# stdout: hex_sep TypeError 30000 20000
# stdout: bjoin_gen ok 0 0 1
# stdout: bajoin_gen ok 0 0 0
# The expected lines are computed on the current contents of the
# buffers; CPython here reads stale buffers or refuses with
# BufferError (its buffer exports), so its output differs.
# bytearray methods whose bytes-like arguments (or the receiver) are
# emptied by user code that runs while the method works: an __index__
# argument, a generator feeding join/extend/the constructor.
B = bytearray()
S = bytearray()

def churn():
    B.clear()
    S.clear()
    for i in range(300):
        junk = [i]

class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        churn()
        return self.v

def attempt(name, f):
    B[:] = b'AB' * 15000
    S[:] = b'B' * 20000
    try:
        r = f()
        print(name, 'ok', len(B), len(S), r if isinstance(r, (int, bool)) else len(r))
    except Exception as e:
        print(name, type(e).__name__, len(B), len(S))

attempt('replace1', lambda: B.replace(S, b'x', I(3)))
attempt('replace2', lambda: B.replace(b'A', S, I(3)))
attempt('replace3', lambda: B.replace(B, B, I(-1)))
attempt('breplace', lambda: (b'AB' * 1000).replace(b'A', S, I(5)))

def gen_sep():
    yield b'x'
    churn()
    yield b'y' * 100
    yield S
attempt('join_gen', lambda: B.join(gen_sep()))
attempt('join_list', lambda: B.join([B, S, B]))
attempt('sjoin_gen', lambda: S.join(gen_sep()))

def gen_int():
    yield 1
    churn()
    for i in range(100):
        yield i
def extend():
    B.extend(gen_int())
    return B
attempt('extend_gen', extend)
def extend_self():
    B.extend(B)
    return B
attempt('extend_self', extend_self)
def iadd_self():
    global B
    C = B
    C += C
    return C
attempt('iadd_self', iadd_self)
attempt('ctor_gen', lambda: bytearray(gen_int()))
attempt('bytes_gen', lambda: bytes(gen_int()))
L = [1, 2, 3]
class K:
    def __index__(self):
        L.clear()
        for i in range(300):
            junk = [i]
        return 7
L[:] = [1, K(), 3, 4, 5]
attempt('ctor_list', lambda: bytearray(L))
L[:] = [1, K(), 3, 4, 5]
attempt('bytes_list', lambda: bytes(L))
L[:] = [1, K(), 3, 4, 5]
def extend_list():
    B.extend(L)
    return B
attempt('extend_list', extend_list)

class Bad:
    def __bytes__(self):
        churn()
        return bytearray(b'no')
class Good:
    def __bytes__(self):
        churn()
        return b'yes' * 100
attempt('bytes_bad', lambda: bytes(Bad()))
attempt('bytes_good', lambda: bytes(Good()))
attempt('translate', lambda: B.translate(bytes(range(256)), S))
attempt('maketrans', lambda: bytearray.maketrans(S[:10], B[:10]))
def setslice_self_rev():
    B[::-1] = B
    return B
attempt('rev_self', setslice_self_rev)
attempt('eq', lambda: B == S)
attempt('add', lambda: B + S)
attempt('mod_self', lambda: bytearray(b'%s') % B)
attempt('split_sep', lambda: B.split(S, I(3)))
attempt('rsplit_sep', lambda: B.rsplit(S, I(2)))
attempt('bsplit_sep', lambda: (b'AB' * 100).split(S, I(2)))
attempt('center_fill', lambda: B.center(I(40000), S))
attempt('hex_sep', lambda: B.hex(S[:1], I(2)))
def gen_ba():
    yield S
    churn()
    yield B
attempt('bjoin_gen', lambda: b'-'.join(gen_ba()))
attempt('bajoin_gen', lambda: S.join(gen_ba()))
