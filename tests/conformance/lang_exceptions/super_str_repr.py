# BaseException.__str__ and __repr__ reached through super() from a
# subclass that overrides them, and called unbound.
class E(Exception):
    def __str__(self):
        return '<' + super().__str__() + '>'
    def __repr__(self):
        return 'E!' + super().__repr__()

class K(KeyError):
    def __str__(self):
        return 'K:' + super().__str__()

print(str(E()), str(E(1)), str(E(1, 'two')))
print(repr(E()), repr(E('x')), repr(E('x', [1])))
print(str(K('key')), repr(K('key')))
print(BaseException.__str__(ValueError('v')), BaseException.__repr__(ValueError('v', 2)))
print(Exception.__str__(KeyError('k')), ValueError.__repr__(ValueError()))
try:
    raise E('boom')
except Exception as exc:
    print(exc, [exc], f'{exc!r}')
try:
    BaseException.__str__(42)
except TypeError as exc:
    print('TypeError')
