import hashlib, base64, zlib, struct, uuid, binascii, hmac
msg = "The quick brown fox 🦊".encode()
for name in ("md5", "sha1", "sha256", "sha512", "blake2b", "sha3_256"):
    print(name, hashlib.new(name, msg).hexdigest()[:32])
h = hashlib.sha256(); h.update(b"part1"); h.update(b"part2")
print(h.hexdigest(), h.digest_size, h.block_size, h.name, hashlib.sha256(b"part1part2").digest()[:4])
print(hashlib.blake2b(b"x", digest_size=16).hexdigest(), hashlib.md5(b"").hexdigest(), hashlib.sha1(b"abc").copy().hexdigest()[:8])
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000).hex()[:32], hmac.new(b"key", b"msg", "sha256").hexdigest()[:32])
print(hmac.compare_digest("abc", "abc"), hashlib.shake_128(b"x").hexdigest(8))
b = base64.b64encode(msg); print(b, base64.b64decode(b).decode(), base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b32encode(b"hi"), base64.b16encode(b"hi"))
print(base64.b64encode(b"a"), base64.b64encode(b"ab"),  base64.standard_b64decode("aGk="))
try:
    base64.b64decode("abc")
except binascii.Error as e:
    print("binascii.Error:", e)
print(base64.b64decode("a-_b", altchars=b"-_"), base64.b64decode(b"aGk=\n"), binascii.hexlify(b"\x00\xff", "-"), bytes.fromhex("de ad be ef"))
data = b"hello world " * 50
c = zlib.compress(data)
print(len(data), len(c), zlib.decompress(c) == data, zlib.crc32(b"hello"), zlib.adler32(b"hello"), hex(zlib.crc32(b"") ), zlib.compress(b"abc", 9)[:2])
co = zlib.compressobj(); z = co.compress(b"abc" * 10) + co.flush(); print(zlib.decompress(z))
try:
    zlib.decompress(b"not zlib")
except zlib.error as e:
    print("zlib.error:", e)
rec = struct.pack("<I2sHf", 7, b"ab", 65535, 1.5)
print(rec, struct.unpack("<I2sHf", rec), struct.calcsize("<I2sHf"), struct.calcsize("I2sHf"), struct.pack(">h", -2), struct.unpack("!Q", b"\x00" * 7 + b"\x01"))
print(list(struct.iter_unpack("<H", b"\x01\x00\x02\x00")), struct.pack("?3x", True), struct.pack("<d", 0.1).hex(), struct.unpack("<e", b"\x00\x3c"))
try:
    struct.pack("<H", 70000)
except struct.error as e:
    print("struct.error:", e)
try:
    struct.unpack("<I", b"\x00")
except struct.error as e:
    print("struct.error:", e)
ns = uuid.NAMESPACE_DNS
print(uuid.uuid5(ns, "example.com"), uuid.uuid3(ns, "example.com"), uuid.uuid5(uuid.NAMESPACE_URL, "https://x.org/a"))
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.version, u.urn, u.bytes[:4], str(uuid.UUID(int=1)), uuid.UUID("{12345678123456781234567812345678}") == u)
print(u.fields, u.variant, uuid.UUID(bytes=b"\x00" * 16), uuid.NAMESPACE_OID, sorted([uuid.UUID(int=5), uuid.UUID(int=2)]))
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
