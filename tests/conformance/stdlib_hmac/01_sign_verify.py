# Sign API requests with HMAC and verify the signatures.
import hmac
import hashlib

secret = b"s3cr3t-key"
requests = [b"GET /users?page=2", b"POST /orders {\"id\": 7}", b""]
sigs = []
for body in requests:
    sig = hmac.new(secret, body, hashlib.sha256).hexdigest()
    sigs.append(sig)
    print(repr(body), sig[:20])

def verify(body, sig):
    expected = hmac.new(secret, body, "sha256").hexdigest()
    return hmac.compare_digest(expected, sig)

print([verify(b, s) for b, s in zip(requests, sigs)], verify(b"GET /admin", sigs[0]))

m = hmac.new(b"key", digestmod="sha512")
for chunk in [b"part one, ", b"part two, ", bytearray(b"part three")]:
    m.update(chunk)
c = m.copy()
c.update(b"!")
print(m.name, m.digest_size, m.block_size, m.hexdigest()[:32], c.hexdigest()[:32])
print(hmac.digest(b"key", b"message", "md5").hex(), hmac.new(b"k" * 100, b"long key", "sha1").hexdigest())
print(hmac.new(b"", b"", "sha3_256").hexdigest())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest(b"abc", bytearray(b"abd")))

for args in [("key", b"m", "sha256"), (b"key", b"m")]:
    try:
        hmac.new(*args)
    except TypeError as e:
        print("TypeError:", e)
for a, b in [("a", b"a"), (1, 2), ("é", "é")]:
    try:
        hmac.compare_digest(a, b)
    except TypeError as e:
        print("TypeError:", e)
