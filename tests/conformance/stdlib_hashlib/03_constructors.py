# Every named constructor, and the sizes each digest reports.
import hashlib

msg = b"abc"
for ctor in [hashlib.md5, hashlib.sha1, hashlib.sha224, hashlib.sha256, hashlib.sha384, hashlib.sha512,
             hashlib.sha3_224, hashlib.sha3_256, hashlib.sha3_384, hashlib.sha3_512, hashlib.blake2b, hashlib.blake2s]:
    h = ctor(msg)
    print(f"{h.name:10} {h.digest_size:3} {h.block_size:4} {h.hexdigest()[:24]}")
for ctor in [hashlib.shake_128, hashlib.shake_256]:
    h = ctor(msg)
    print(h.name, h.digest_size, h.block_size, h.hexdigest(16))
print(sorted(hashlib.algorithms_available - hashlib.algorithms_guaranteed))
