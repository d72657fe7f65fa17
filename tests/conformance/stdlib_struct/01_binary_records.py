# Pack sensor readings into a binary log and read them back.
import struct

RECORD = struct.Struct("<IhHf")
print(RECORD.format, RECORD.size)
readings = [(1700000000, -12, 450, 21.5), (1700000060, 3, 455, 21.75), (1700000120, 150, 460, -0.1)]
blob = b"".join(RECORD.pack(*r) for r in readings)
print(len(blob), blob[:12].hex())
for ts, temp, hum, volt in RECORD.iter_unpack(blob):
    print(ts, temp, hum, round(volt, 3))
print(RECORD.unpack_from(blob, RECORD.size))

# A file header: magic, version, flags, name, with network byte order.
header = struct.pack("!4sHB10p", b"SMOL", 2, 0x81, b"sensor-7")
print(header, struct.calcsize("!4sHB10p"))
magic, version, flags, name = struct.unpack("!4sHB10p", header)
print(magic, version, bin(flags), name)

# Native alignment against standard sizes.
for fmt in ["bi", "<bi", "@bq", "=bq", "ih", "hi", "3s i", "?d", "ee", "2xQ"]:
    print(f"{fmt!r:8} {struct.calcsize(fmt)}")

# Floats in half, single and double precision.
for x in [0.1, 1 / 3, 65504.0, 1e-6, -2.5, float("inf")]:
    h, = struct.unpack("<e", struct.pack("<e", x))
    f, = struct.unpack(">f", struct.pack(">f", x))
    d, = struct.unpack("d", struct.pack("d", x))
    print(x, h, f, d, struct.pack(">e", x).hex())

# Writing into a buffer in place.
buf = bytearray(16)
struct.pack_into("<HH", buf, 4, 0xBEEF, 513)
struct.pack_into(">i", buf, -4, -2)
print(buf.hex(), struct.unpack_from("<HH", buf, offset=4), struct.unpack_from(">i", buf, -4))
print(struct.pack("3c?x", b"a", b"b", b"c", [1]), struct.unpack("??", b"\x00\x07"))
print(struct.pack("<q", -1).hex(), struct.unpack("<Q", b"\xff" * 8), struct.pack(">n", 5) if False else struct.pack("@n", 5).hex())
