# expect: budget
# wall: 3
# PBKDF2 with a billion iterations: the whole derivation is charged before
# it starts, so the run stops at once instead of hashing for minutes.
import hashlib
print(hashlib.pbkdf2_hmac('sha512', b'password', b'salt', 10**9).hex())
