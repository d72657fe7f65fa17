import hashlib, hmac, zlib, base64, binascii, struct, uuid
files = {"a.txt": b"alpha\n", "b.txt": b"bravo\n" * 100, "c.bin": bytes(range(256))}
for name, data in sorted(files.items()):
    print(f"{name:<6} {len(data):>5} md5={hashlib.md5(data).hexdigest()[:12]} sha1={hashlib.sha1(data).hexdigest()[:12]} crc={zlib.crc32(data):08x} adler={zlib.adler32(data):08x}")
h = hashlib.sha256()
for name in sorted(files): h.update(files[name])
print(h.hexdigest(), h.copy().digest().hex()[:16], hashlib.sha256(b"".join(files[n] for n in sorted(files))).hexdigest() == h.hexdigest())
crc = 0
for chunk in (files["b.txt"][i:i + 64] for i in range(0, len(files["b.txt"]), 64)):
    crc = zlib.crc32(chunk, crc)
print(crc == zlib.crc32(files["b.txt"]), binascii.crc32(b"x"), zlib.crc32(b"x"))
sig = hmac.new(b"secret", b"payload", hashlib.sha256)
print(sig.hexdigest(), sig.name, sig.digest_size, hmac.compare_digest(sig.hexdigest(), hmac.new(b"secret", b"payload", "sha256").hexdigest()))
print(hmac.digest(b"k", b"m", "sha1").hex(), hashlib.new("sha224", b"abc").hexdigest()[:20], hashlib.sha3_512(b"").hexdigest()[:16])
print(sorted(a for a in hashlib.algorithms_guaranteed if not a.startswith("shake"))[:6], hashlib.blake2s(b"x", key=b"k", digest_size=8).hexdigest())
z = zlib.compress(files["b.txt"], 6); print(len(z), zlib.decompress(z)[:12], zlib.decompress(zlib.compress(b"")) == b"")
d = zlib.decompressobj(); out = d.decompress(z[:10]) + d.decompress(z[10:]) + d.flush(); print(out == files["b.txt"], d.eof, d.unused_data)
raw = zlib.compressobj(9, zlib.DEFLATED, -15); r = raw.compress(b"raw deflate " * 5) + raw.flush(); print(zlib.decompress(r, -15))
gz = zlib.compressobj(wbits=31); g = gz.compress(b"gzip!") + gz.flush(); print(g[:2].hex(), zlib.decompress(g, 31))
header = struct.pack(">4sHHI", b"SMOL", 1, 2, len(files["c.bin"]))
magic, major, minor, size = struct.unpack(">4sHHI", header)
print(header.hex(" "), magic, major, minor, size, struct.calcsize(">4sHHI"), struct.pack("<3h", 1, -1, 300))
rec = struct.Struct("<i8sd")
blob = b"".join(rec.pack(i, f"item{i}".encode(), i * 1.5) for i in range(3))
print([(i, n.rstrip(b"\0").decode(), v) for i, n, v in rec.iter_unpack(blob)], rec.size, rec.format)
print(base64.b64encode(hashlib.md5(b"x").digest()).decode(), base64.urlsafe_b64encode(hashlib.sha1(b"x").digest()).rstrip(b"="))
ids = [uuid.uuid5(uuid.NAMESPACE_DNS, name) for name in ("a.com", "b.com")]
print(ids, ids[0].version, str(ids[0])[:8], ids[0] < ids[1], uuid.uuid3(uuid.NAMESPACE_X500, "cn=x").hex)
