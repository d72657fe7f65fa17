# __index__ and __bytes__ hooks returning out-of-range, wrong-typed or
# huge values, passed to the bytes, bytearray and str operations that take
# counts and indices.
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
class Bb:
    def __init__(self, v): self.v = v
    def __bytes__(self): return self.v
for v in [2**100, -1, True, 1.5, 'x', None, -2**100]:
    for f in (bytes, bytearray, lambda x: b'ab' * x, lambda x: bytearray(b'ab')[x], lambda x: b'%c' % x, lambda x: bytearray(10).pop(x), lambda x: 'ab'[x:], lambda x: 'ab'.center(x), lambda x: 'ab' * x, lambda x: b'abc'.find(b'a', x), lambda x: '%*d' % (x, 1)):
        try:
            r = f(I(v))
            print('ok', type(r).__name__, len(r) if hasattr(r, '__len__') else r)
        except Exception as e:
            print(type(e).__name__, str(e)[:60])
for v in [b'x', bytearray(b'y'), 'z', 5, Bb(b'q')]:
    try:
        print(bytes(Bb(v)))
    except Exception as e:
        print(type(e).__name__, e)
    try:
        print(b'%b' % Bb(v))
    except Exception as e:
        print(type(e).__name__, e)
