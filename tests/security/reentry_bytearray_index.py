# expect: ok
# args: --callback-stress
# stdout: get IndexError 0
# stdout: getneg IndexError 0
# stdout: set IndexError 0
# stdout: setval IndexError 0
# stdout: del IndexError 0
# stdout: pop IndexError 0
# stdout: popneg IndexError 0
# stdout: insert ok 1 None
# stdout: insertv ok 1 None
# stdout: append ok 1 None
# stdout: remove ValueError 0
# stdout: contains ok 0 False
# stdout: mul ok 0 0
# stdout: imul ok 0 0
# stdout: center ok 0 40000
# stdout: zfill ok 0 40000
# stdout: ljust ok 0 40000
# stdout: expandtabs ok 0 0
# stdout: splitlines ok 0 []
# stdout: split ok 0 [bytearray(b'')]
# stdout: rsplit ok 0 []
# stdout: hex ok 0 
# stdout: ctor ok 0 10
# The expected lines are computed on the current contents of the
# buffers; CPython here reads stale buffers or refuses with
# BufferError (its buffer exports), so its output differs.
# Item access and the index arguments of bytearray methods, where an
# __index__ empties the bytearray before its length is used.
B = bytearray()

class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        B.clear()
        for i in range(300):
            junk = [i]
        return self.v

def attempt(name, f):
    B[:] = b'A' * 30000
    try:
        r = f()
        print(name, 'ok', len(B), r)
    except Exception as e:
        print(name, type(e).__name__, len(B))

def setitem(): B[I(29990)] = 1
def setval(): B[29990] = I(66)
def delitem(): del B[I(29990)]
attempt('get', lambda: B[I(29990)])
attempt('getneg', lambda: B[I(-1)])
attempt('set', setitem)
attempt('setval', setval)
attempt('del', delitem)
attempt('pop', lambda: B.pop(I(29990)))
attempt('popneg', lambda: B.pop(I(-1)))
attempt('insert', lambda: B.insert(I(29990), 65))
attempt('insertv', lambda: B.insert(29990, I(66)))
attempt('append', lambda: B.append(I(66)))
attempt('remove', lambda: B.remove(I(65)))
attempt('contains', lambda: (I(65) in B) and 0)
attempt('mul', lambda: len(B * I(2)))
def imul():
    global B
    C = B
    C *= I(3)
    return len(C)
attempt('imul', imul)
attempt('center', lambda: len(B.center(I(40000))))
attempt('zfill', lambda: len(B.zfill(I(40000))))
attempt('ljust', lambda: len(B.ljust(I(40000), b'-')))
attempt('expandtabs', lambda: len(B.expandtabs(I(4))))
attempt('splitlines', lambda: B.splitlines(I(1)))
attempt('split', lambda: B.split(b'A', I(3)))
attempt('rsplit', lambda: B.rsplit(maxsplit=I(3)))
attempt('hex', lambda: B.hex(':', I(2)))
attempt('ctor', lambda: len(bytearray(I(10))))
