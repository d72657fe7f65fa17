# expect: ok
# stdout: done
# The hashing state of an object lives where no Python code reaches it;
# the natives that read it take only hash objects whose state they made,
# never another module's hidden state (a random.Random's generator state,
# which a seed partly controls), a half-built object, or a second state.
import hashlib, random

# blake2b is no acceptable base type (as in CPython); were it one, an
# object that is both would be one more suspect.
try:
    class Both(random.Random, hashlib.blake2b):
        pass
except TypeError:
    Both = None

suspects = [random.Random(7), object(), 5, b'abc']
try:
    suspects.append(Both(7))
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
