# expect: ok
# args: --max-memory 16M --max-instructions 2000000000
# wall: 20
# stdout: 256 486cc817 True
# Hash objects stream: 256 MB fed in 1 MB pieces to SHA-256 and BLAKE2b
# under a 16 MB cap, the state the only thing each object holds.
import hashlib
piece = bytes(range(256)) * 4096
h = hashlib.sha256()
b = hashlib.blake2b(digest_size=16)
for i in range(256):
    h.update(piece)
    b.update(piece)
c = h.copy()
print(i + 1, h.hexdigest()[:8], c.digest() == h.digest())
