# Hash objects fed piece by piece give the one-shot digests, copies branch
# the state, and the same object can be asked for a digest, then fed more.
import hashlib

data = b"".join(f"record {i:05d};".encode() for i in range(20000))
pieces = [data[i:i + 4099] for i in range(0, len(data), 4099)]
for name in sorted(hashlib.algorithms_available):
    h = hashlib.new(name)
    for p in pieces:
        h.update(p)
    one = hashlib.new(name, data)
    if name.startswith("shake"):
        print(name, h.hexdigest(20), h.digest(20) == one.digest(20))
    else:
        print(name, h.hexdigest()[:32], h.digest() == one.digest())

# A running digest between updates, then more data.
h = hashlib.sha256()
seen = []
for word in [b"alpha", b"beta", b"gamma"]:
    h.update(word)
    seen.append(h.hexdigest()[:12])
print(seen, hashlib.sha256(b"alphabetagamma").hexdigest()[:12])

# copy() forks the state: prefix once, many suffixes.
base = hashlib.blake2b(b"common prefix|", digest_size=16, key=b"k", person=b"app")
for suffix in [b"a", b"b", b""]:
    c = base.copy()
    c.update(suffix)
    print(suffix, c.hexdigest())
print(base.hexdigest())
x = hashlib.shake_128(b"xof")
y = x.copy()
y.update(b"!")
print(x.hexdigest(8), y.hexdigest(8), x.hexdigest(12))
s = hashlib.blake2s(salt=b"salt", digest_size=10)
s.update(bytearray(b"mutable input"))
print(s.hexdigest(), s.copy().digest() == s.digest(), s.name, s.digest_size, s.block_size)

class Blob(bytes):
    def __bytes__(self):
        return b"not these"
m = hashlib.md5(Blob(b"these"))
m.update(Blob(b" too"))
print(m.hexdigest() == hashlib.md5(b"these too").hexdigest())
ms = hashlib.new("md5-sha1", b"ab")
ms.update(b"c")
print(ms.hexdigest(), ms.copy().hexdigest() == ms.hexdigest())

# copy.copy and copy.deepcopy refuse hash objects (copy() is the way).
import copy
for obj in (hashlib.sha256(), hashlib.shake_256(), hashlib.blake2s()):
    for f in (copy.copy, copy.deepcopy):
        try:
            f(obj)
        except TypeError as e:
            print(f.__name__, e)
