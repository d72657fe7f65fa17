# hex/oct/bin of objects with __index__: the whole value, big ints included;
# errors as CPython words them.
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print(hex(I(2**100)), oct(I(-2**70)), bin(I(5)))
for bad in (1.5, 'x', I(1.5), I(None)):
    try:
        print(hex(bad))
    except TypeError as e:
        print('TypeError', e)
class B(int): pass
print(hex(B(255)), bin(True))
