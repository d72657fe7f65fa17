# Sequence repetition by an object with __index__ (converted before the
# length is read), in place for lists; the other operand's __radd__ /
# __rmul__ come before a list's in-place concatenation or repetition.
class N:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
class R:
    def __radd__(self, o): return ('radd', len(o))
    def __rmul__(self, o): return ('rmul', len(o))
    def __index__(self): return 2
print([1, 2] * N(2), N(3) * [0], (1,) * N(2), N(0) * (1, 2), [1] * N(-1))
L = [1, 2]; M = L; L *= N(2); print(L, M is L)
L = [1, 2]; M = L; L += R(); print(L, M, M is L)
L = [1, 2]; L *= R(); print(L)
print([1] * R(), R() * [1], (1,) * R(), [1] + R())
T = (1, 2); T *= N(2); print(T)
b = bytearray(b'ab'); b *= N(2); print(b)
for bad in (N(2**100), N(-2**100), N(1.5)):
    try:
        print([1] * bad)
    except (OverflowError, TypeError) as e:
        print(type(e).__name__, e)
try:
    [1] * 1.5
except TypeError as e:
    print(e)
