# bytes and bytearray subclasses as BLAKE2's key, salt and person, as data
# and as pbkdf2_hmac's password and salt: their bytes are read, not their
# __len__.
import hashlib
class BA(bytearray):
    def __len__(self): return 0
class BY(bytes):
    def __len__(self): return 0
for K in (BA, BY):
    print(hashlib.blake2b(b'x', key=K(b'key'), salt=K(b'salt'), person=K(b'me')).hexdigest()[:16])
    print(hashlib.blake2s(K(b'x'), key=K(b'k' * 32)).hexdigest()[:16])
    print(hashlib.pbkdf2_hmac('sha256', K(b'pw'), K(b'salt'), 2).hex()[:16])
    try: hashlib.blake2s(key=K(b'k' * 33))
    except ValueError as e: print(e)
