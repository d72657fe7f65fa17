# hashlib's integer arguments as CPython converts them: objects with
# __index__ where its converters take them (SHAKE lengths, BLAKE2's int
# parameters, pbkdf2_hmac's iterations and dklen), ints only for
# leaf_size and node_offset, the C types' ranges, every argument converted
# before any is checked. Buffers taken before an __index__ or __bool__
# runs stay held: resizing them raises BufferError, changing their bytes
# in place is seen.
import hashlib


class I:
    def __init__(self, v, f=None):
        self.v, self.f = v, f

    def __index__(self):
        if self.f:
            self.f()
        return self.v

    def __bool__(self):
        if self.f:
            self.f()
        return bool(self.v)


class NoBool:
    def __bool__(self):
        raise ValueError('bool called')


def t(name, fn):
    try:
        print(name, fn())
    except Exception as e:
        print(name, type(e).__name__, e)


x = hashlib.shake_128(b'abc')
t('xof index', lambda: x.hexdigest(I(4)))
t('xof big', lambda: x.hexdigest(2**100))
t('xof big index', lambda: x.digest(I(-2**100)))
t('xof bool', lambda: x.digest(True))
t('xof float', lambda: x.digest(4.0))
for c in (hashlib.blake2b, hashlib.blake2s):
    print('--', c.__name__)
    for p in ('digest_size', 'fanout', 'depth', 'leaf_size', 'node_offset', 'node_depth', 'inner_size'):
        for v in (I(1), 2**100, -2**40, True, 1.0, -1):
            t('%s %r' % (p, v if not isinstance(v, I) else 'I(1)'),
              lambda: c(b'a', **{p: v}).hexdigest()[:8])
    t('last_node', lambda: c(b'a', last_node=NoBool()))
    t('usedforsecurity', lambda: c(b'a', usedforsecurity=NoBool()))
    t('node_offset 2**48', lambda: c(b'a', node_offset=2**48).hexdigest()[:8])
    t('leaf_size 2**32', lambda: c(b'a', leaf_size=2**32))
    t('order type first', lambda: c(digest_size=0, fanout='x'))
    t('order salt first', lambda: c(salt=b'x' * 99, fanout=999))
    t('order inner first', lambda: c(key=b'k' * 99, inner_size=99))
    t('key type', lambda: c(key=I(1)))
    salt = bytearray(b'salt')
    t('resize salt', lambda: c(b'a', salt=salt, fanout=I(1, lambda: salt.extend(b'x'))).hexdigest()[:8])
    salt = bytearray(b'salt')
    t('poke salt', lambda: c(b'a', salt=salt, depth=I(1, lambda: salt.__setitem__(0, 65))).hexdigest()[:8])
    person = bytearray(b'who')
    t('resize person', lambda: c(b'a', person=person, last_node=I(1, lambda: person.clear())).hexdigest()[:8])
    data = bytearray(b'data')
    t('resize data', lambda: c(data, fanout=I(1, lambda: data.extend(b'x'))).hexdigest()[:8])
    key = bytearray(b'key')
    t('resize key early', lambda: c(b'a', key=key, digest_size=I(8, lambda: key.extend(b'x'))).hexdigest())
print('-- pbkdf2_hmac')
for a in [(b'p', b's', 0), (b'p', b's', -1), (b'p', b's', 2**31), (b'p', b's', 2**40), (b'p', b's', 2**63),
          (b'p', b's', 1, 0), (b'p', b's', 1, 2**40), (b'p', b's', 1, 2**63), (b'p', b's', 1.0),
          ('p', b's', 1), (b'p', 's', 1), (b'p', b's', 1, 1.0), (b'p', b's', I(2)), (b'p', b's', 2, I(5))]:
    t(repr(a[2:]) if not any(isinstance(v, I) for v in a) else 'index', lambda: hashlib.pbkdf2_hmac('sha1', *a).hex()[:16])
t('name first', lambda: hashlib.pbkdf2_hmac('nope', b'p', b's', 0))
t('null first', lambda: hashlib.pbkdf2_hmac('sha1\x00', 'p', b's', 0))
t('float before name', lambda: hashlib.pbkdf2_hmac('nope', b'p', b's', 1.0))
pw = bytearray(b'password')
t('resize password', lambda: hashlib.pbkdf2_hmac('sha1', pw, b's', I(2, lambda: pw.extend(b'x'))).hex()[:8])
pw = bytearray(b'password')
t('poke password', lambda: hashlib.pbkdf2_hmac('sha1', pw, b's', I(2, lambda: pw.__setitem__(0, 65))).hex()[:8])
salt = bytearray(b'salt')
t('resize salt in dklen', lambda: hashlib.pbkdf2_hmac('sha1', b'pw', salt, 2, I(5, lambda: salt.clear())).hex())
