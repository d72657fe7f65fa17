# expect: budget
# wall: 5
# Digesting a growing megabyte-sized input again and again, with every
# algorithm: each byte hashed is charged, the slow algorithms more.
import hashlib
x = b'a' * 1_000_000
hs = [hashlib.new(n) for n in sorted(hashlib.algorithms_available)]
while True:
    for h in hs:
        h.update(x)
        h.digest(16) if h.name.startswith('shake') else h.digest()
