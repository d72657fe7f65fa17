# Fingerprint some records and check file-like contents with hashlib.
import hashlib

records = ["alice,30,paris", "bob,25,berlin", "carol,41,rome"]
for r in records:
    h = hashlib.sha256(r.encode()).hexdigest()
    print(r, h[:12], hashlib.md5(r.encode()).hexdigest())

# A short stable id for each record, and a check for duplicates.
ids = {hashlib.sha1(r.encode("utf-8")).hexdigest()[:8]: r for r in records + records[:1]}
print(len(ids), sorted(ids)[:2])

# Hashing incrementally gives the same digest as hashing everything at once.
h = hashlib.sha256()
for r in records:
    h.update(r.encode())
    h.update(b"\n")
whole = hashlib.sha256("\n".join(records).encode() + b"\n")
print(h.hexdigest() == whole.hexdigest(), h.name, h.digest_size, h.block_size)
snapshot = h.copy()
h.update(b"more")
print(snapshot.hexdigest() != h.hexdigest(), len(h.digest()), h.digest()[:4])

for name in ["md5", "sha1", "sha224", "sha384", "sha512", "sha3_256", "sha3_512", "blake2b", "blake2s"]:
    d = hashlib.new(name, b"The quick brown fox jumps over the lazy dog")
    print(f"{name:9} {d.digest_size:2} {d.block_size:3} {d.hexdigest()}")
print(hashlib.shake_128(b"abc").hexdigest(20), len(hashlib.shake_256(b"abc").digest(100)))
print(hashlib.blake2b(b"data", digest_size=16, key=b"secret key", person=b"app-v1").hexdigest())
print(hashlib.blake2s(b"data", salt=b"salt1234").hexdigest())
print(hashlib.new("SHA256", b"x").hexdigest() == hashlib.sha256(b"x").hexdigest())
print(hashlib.sha256(bytearray(b"buffer")).hexdigest()[:16])
print(sorted(hashlib.algorithms_guaranteed))
print("sha256" in hashlib.algorithms_available, type(hashlib.sha256()).__name__)

# Password hashing with PBKDF2.
key = hashlib.pbkdf2_hmac("sha256", b"correct horse", b"NaCl", 1000)
print(len(key), key.hex())
print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 2, 20).hex())
print(hashlib.pbkdf2_hmac("sha512", b"pw", b"salt", 10, dklen=100).hex()[-24:])

import io
print(hashlib.file_digest(io.BytesIO(b"file contents\n" * 500), "md5").hexdigest())
