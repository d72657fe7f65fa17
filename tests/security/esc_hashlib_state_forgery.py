# expect: ok
# stdout: done
# The hashing state of an object lives where no Python code reaches it;
# the natives that read it take only hash objects whose state they made,
# never another module's hidden state (a random.Random's generator state,
# which a seed partly controls), a half-built object, or a second state.
import hashlib, random

suspects = [random.Random(7), object(), 5, b'abc']
try:
    class Both(random.Random, hashlib.blake2b):
        pass
    suspects.append(Both(7))
except TypeError:
    pass

# blake2b refuses subclasses in its __init_subclass__; a first base whose
# own __init_subclass__ skips it gets one, whose objects hold a real
# BLAKE2 state made by blake2b's __new__ and can be given no other.
class Skip:
    def __init_subclass__(cls, **kwargs):
        pass

try:
    class Sneaky(Skip, hashlib.blake2b):
        pass
    sneaky = Sneaky(b'abc', digest_size=8)
    assert sneaky.hexdigest() == hashlib.blake2b(b'abc', digest_size=8).hexdigest()
    for f, args in [(hashlib._hstart, (sneaky, 'md5')),
                    (hashlib._b2start, (sneaky, True, 64, b'', b'', b'', 1, 1, 0, bytes(8), 0, 0, False))]:
        try:
            f(*args)
            print('SANDBOX-ESCAPE second state', f)
        except TypeError:
            pass
    sneaky.__init__(b'other', digest_size=4)
    assert sneaky.digest_size == 8
except TypeError:
    pass
for s in suspects:
    for f, args in [(hashlib._hupdate, (s, b'x' * 1000)), (hashlib._hdigest, (s,)), (hashlib._hdigest, (s, 10)),
                    (hashlib._hcopy, (s, object.__new__(hashlib.HASH))), (hashlib._hstart, (s, 'md5')),
                    (hashlib._b2start, (s, True, 64, b'', b'', b'', 1, 1, 0, bytes(8), 0, 0, False))]:
        try:
            f(*args)
            print('SANDBOX-ESCAPE', f, type(s))
        except TypeError:
            pass
h = hashlib.md5(b'abc')
for f, args in [(hashlib._hstart, (h, 'sha512')), (hashlib._hcopy, (h, h)),
                (hashlib._b2start, (h, True, 64, b'', b'', b'', 1, 1, 0, bytes(8), 0, 0, False)),
                (hashlib._b2start, (hashlib.blake2s(), False, 32, b'', b'', b'', 1, 1, 0, bytes(6), 0, 0, False)),
                (hashlib._hcopy, (h, object.__new__(hashlib.HASHXOF)))]:
    try:
        f(*args)
        print('SANDBOX-ESCAPE', f)
    except TypeError:
        pass
bare = object.__new__(hashlib.HASH)
try:
    bare.update(b'x')
    print('SANDBOX-ESCAPE bare')
except TypeError:
    pass
assert h.hexdigest() == '900150983cd24fb0d6963f7d28e17f72'
print('done')
