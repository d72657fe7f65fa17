# blake2b and blake2s objects are made and set up by __new__ alone: a
# second __init__ call takes any arguments and changes nothing, __new__
# called directly makes a working object, and neither class can be
# subclassed.
import hashlib


def t(name, fn):
    try:
        print(name, fn())
    except Exception as e:
        print(name, type(e).__name__, e)


for cls, n in ((hashlib.blake2b, 64), (hashlib.blake2s, 32)):
    print('--', cls.__name__)
    h = cls(b'a', digest_size=8, key=b'k')
    t('init again', lambda: h.__init__(b'b', digest_size=4, salt=b'x'))
    t('init nonsense', lambda: h.__init__(1, 2, 3, bogus=4))
    t('state kept', lambda: (h.hexdigest(), h.digest_size))
    t('new', lambda: cls.__new__(cls, b'a', digest_size=8, key=b'k').hexdigest())
    t('new bare', lambda: cls.__new__(cls).digest_size)
    t('new errors', lambda: cls.__new__(cls, b'a', b'b'))
    t('new kw', lambda: cls.__new__(cls, data=b'a'))
    t('new range', lambda: cls.__new__(cls, digest_size=n + 1))
    t('copy', lambda: (h.copy().hexdigest(), h.copy().digest_size))

    def sub():
        class X(cls):
            pass
        return X
    t('subclass', sub)
    t('call args', lambda: cls(b'a', b'b'))
    t('call kw', lambda: cls(x=1))
