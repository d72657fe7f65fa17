# Indexing sequences with keys of every kind: the messages name the container.
def show(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class I:
    def __index__(self): return 1
class N: pass
class IntSub(int): pass
import collections
for key in (object(), N(), I(), IntSub(1), 1.5, 'a', None, [1], (1,), {}, 2**70, True):
    for seq in ([1, 2, 3], (1, 2, 3), 'abc', b'abc', bytearray(b'abc'), range(3), collections.deque([1, 2, 3])):
        def g(): return seq[key]
        show(g)
    def s1(): l = [1, 2, 3]; l[key] = 0; return l
    def s2(): l = [1, 2, 3]; del l[key]; return l
    def s3(): l = bytearray(b'abc'); l[key] = 0; return l
    def s4(): d = collections.deque([1, 2]); d[key] = 0; return d
    show(s1); show(s2); show(s3); show(s4)
