from collections import deque
from decimal import Decimal
class A: pass
class I:
    def __index__(self): return 1
import enum
class E(enum.IntEnum):
    X = 1
for seq in ([10, 20], (10, 20), "ab", b"ab", bytearray(b"ab"), range(5), deque([1, 2])):
    for k in (A(), I(), E.X, Decimal(1), 1.0, None, "1"):
        try:
            r = repr(seq[k])
        except Exception as e:
            r = f"{type(e).__name__}: {e}"
        print(type(seq).__name__, type(k).__name__, r)
    for k in (A(), I()):
        try:
            if isinstance(seq, (list, bytearray, deque)):
                s2 = seq.copy(); s2[k] = 5 if not isinstance(seq, list) else 7; r = repr(s2)
            else:
                r = "n/a"
        except Exception as e:
            r = f"{type(e).__name__}: {e}"
        print("set", type(seq).__name__, type(k).__name__, r)
        try:
            if isinstance(seq, (list, bytearray, deque)):
                s2 = seq.copy(); del s2[k]; r = repr(s2)
            else:
                r = "n/a"
        except Exception as e:
            r = f"{type(e).__name__}: {e}"
        print("del", type(seq).__name__, type(k).__name__, r)
for c in ([1], "ab", b"ab", A(), 5, range(3), deque([1]), {1: 2}, Decimal(1)):
    try:
        r = 1 in c
    except Exception as e:
        r = f"{type(e).__name__}: {e}"
    print("in", type(c).__name__, r)
class BadIter:
    def __iter__(self): raise TypeError("custom")
class NoIter:
    __iter__ = None
class NonIterRet:
    def __iter__(self): return 5
for c in (BadIter(), NoIter(), NonIterRet()):
    try:
        print(1 in c)
    except TypeError as e:
        print("TypeError:", e)
