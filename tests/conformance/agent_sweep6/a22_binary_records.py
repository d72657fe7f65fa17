import struct
import zlib
import base64
import binascii

RECORD = struct.Struct("<HhIf8s?")
print(RECORD.format, RECORD.size, struct.calcsize(">HhIf8s?"), struct.calcsize("@HhIf8s?"))
rows = [(1, -5, 4000000000, 3.5, b"alpha", True), (2, 300, 7, -0.1, b"beta-long-name", False)]
blob = b"".join(RECORD.pack(*r) for r in rows)
print(len(blob), blob[:12].hex(" "), blob.hex()[-16:])
for i, rec in enumerate(RECORD.iter_unpack(blob)):
    rid, delta, big, ratio, name, flag = rec
    print(i, rid, delta, big, round(ratio, 6), name.rstrip(b"\0"), flag)
print(struct.unpack_from("<H", blob, RECORD.size), struct.unpack(">I", b"\x00\x00\x01\x00"))
buf = bytearray(8)
struct.pack_into(">hh", buf, 2, -1, 258)
print(buf, struct.pack("!Q", 2**40), struct.pack("<q", -2), struct.pack("3s", b"abcdef"), struct.pack("e", 1.5))
print(struct.pack("<?xxi", True, 9), struct.unpack("<d", struct.pack("<d", 0.1))[0], struct.pack("c", b"z"))
for fmt, args in [("<h", (40000,)), ("<B", (-1,)), ("<i", ("x",)), ("<hh", (1,)), ("q", (2**63,))]:
    try:
        struct.pack(fmt, *args)
    except struct.error as e:
        print("struct.error:", e)
try:
    struct.unpack("<I", b"\x00\x01")
except struct.error as e:
    print("struct.error:", e)

payload = ("sensor=42;temp=21.5;" * 20).encode()
packed = zlib.compress(payload, 9)
print(len(payload), len(packed) < len(payload), zlib.decompress(packed) == payload)
print(hex(zlib.crc32(payload)), zlib.adler32(b"abc"), zlib.crc32(b"b", zlib.crc32(b"a")) == zlib.crc32(b"ab"))
co = zlib.compressobj()
stream = co.compress(payload[:100]) + co.compress(payload[100:]) + co.flush()
print(zlib.decompress(stream) == payload)
try:
    zlib.decompress(b"not compressed")
except zlib.error as e:
    print("zlib.error:", e)

token = base64.b64encode(packed).decode()
print(token[:24], len(token), base64.b64decode(token) == packed)
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b32encode(b"id-7"), base64.b16decode("4869"), base64.b85encode(b"hi"))
try:
    base64.b64decode("abc")
except binascii.Error as e:
    print("binascii.Error:", e)
print(base64.b64decode("YWJj"), base64.b64decode(b"YW Jj\n", validate=False), base64.standard_b64encode(b"?>"))
try:
    base64.b64decode("YW Jj", validate=True)
except binascii.Error as e:
    print("binascii.Error:", e)
print(binascii.crc32(b"hello"), binascii.b2a_hex(b"\x00\xff", "-"), binascii.a2b_base64("aGk="), binascii.hexlify(b"ab", b":", 1))
