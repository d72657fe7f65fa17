# expect: ok
# args: --callback-stress
# stdout: get1 ok 0 0
# stdout: get2 ok 0 0
# stdout: get3 ok 0 0
# stdout: get4 ok 0 0
# stdout: set1 ValueError 0
# stdout: set2 ok 3 -
# stdout: set3 ok 10 -
# stdout: set4 ValueError 0
# stdout: set5 ValueError 0
# stdout: set6 ok 0 -
# stdout: set7 ok 30000 -
# stdout: set8 ok 3 -
# stdout: del1 ok 0 -
# stdout: del2 ok 0 -
# stdout: del3 ok 0 -
# stdout: other 29995
# stdout: other2 29995
# Slice bounds whose __index__ empties the bytearray being sliced: the
# length must be read after every bound is converted (M2).
B = bytearray()

class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        B.clear()
        for i in range(300):
            junk = [i]
        return self.v

def fresh():
    B[:] = b'A' * 30000

def attempt(name, f):
    fresh()
    try:
        r = f()
        print(name, 'ok', len(B), len(r) if r is not None else '-')
    except Exception as e:
        print(name, type(e).__name__, len(B))

def set1(): B[0:I(29990):2] = b'\x41' * 14995
def set2(): B[I(29990):] = b'xyz'
def set3(): B[I(5):I(29990)] = b'q' * 10
def set4(): B[::I(-1)] = b'z' * 30000
def set5(): B[I(100)::3] = bytearray(b'w' * 9967)
def set6(): B[I(0):I(5)] = B
def set7(): B[::-1] = B
def set8(): B[I(10):I(20)] = (x for x in b'abc')
def del1(): del B[I(29990):]
def del2(): del B[0:I(29990):2]
def del3(): del B[I(29000)::-7]

attempt('get1', lambda: B[0:I(29990)])
attempt('get2', lambda: B[I(100):])
attempt('get3', lambda: B[::I(2)])
attempt('get4', lambda: B[I(29999)::-3])
for f in (set1, set2, set3, set4, set5, set6, set7, set8, del1, del2, del3):
    attempt(f.__name__, f)

# The source is another bytearray that the bound's __index__ empties.
S = bytearray(b'S' * 20000)
class J:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        S.clear()
        for i in range(300):
            junk = [i]
        return self.v
fresh()
try:
    B[J(5):10] = S
    print('other', len(B))
except Exception as e:
    print('other', type(e).__name__)
fresh()
S[:] = b'S' * 20000
try:
    B[0:J(10):2] = S
    print('other2', len(B))
except Exception as e:
    print('other2', type(e).__name__)
