import hashlib, hmac, zlib, binascii, base64
tests = [
 lambda: hmac.new(), lambda: hmac.new(b"k"), lambda: hmac.new(b"k", digestmod="sha256").hexdigest()[:16], lambda: hmac.new("k", digestmod="sha256"),
 lambda: hmac.new(b"k", msg="str", digestmod="md5"), lambda: hmac.new(b"k", digestmod="nope"), lambda: hmac.HMAC(b"k", b"m", "sha1").name,
 lambda: hmac.new(b"k", digestmod="sha256").update(msg=b"x"), lambda: hmac.compare_digest("a", b"a"), lambda: hmac.compare_digest("é", "é"),
 lambda: hashlib.sha256(data=b"x"), lambda: hashlib.sha256(string=b"x").hexdigest()[:8], lambda: hashlib.sha256("x"), lambda: hashlib.new("md5", b"x").hexdigest()[:8],
 lambda: hashlib.new("nope"), lambda: hashlib.new(name="sha1").name, lambda: hashlib.sha256(b"x", usedforsecurity=False).digest_size, lambda: hashlib.md5().update(),
 lambda: hashlib.pbkdf2_hmac("sha256", b"p", b"s", 1000).hex()[:16], lambda: hashlib.pbkdf2_hmac("sha256", b"p", b"s", iterations=0), lambda: hashlib.blake2b(b"x", digest_size=65),
 lambda: hashlib.sha3_256(b"x").hexdigest()[:8], lambda: hashlib.shake_128(b"x").hexdigest(4), lambda: hashlib.shake_128(b"x").hexdigest(), lambda: sorted(hashlib.algorithms_guaranteed)[:4],
 lambda: zlib.compress(b"x", level=10), lambda: zlib.compress(data=b"x"), lambda: zlib.decompress(b"garbage"), lambda: zlib.crc32("x"), lambda: zlib.adler32(b"abc", 1),
 lambda: binascii.unhexlify("abc"), lambda: binascii.crc32(b"x", value=1), lambda: base64.b64decode("abc"), lambda: base64.b64decode("ab!c", validate=True), lambda: base64.b16decode("zz"),
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, repr(r)[:70])
    except Exception as e:
        print(i, type(e).__name__, e)
