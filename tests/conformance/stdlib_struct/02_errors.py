# What struct raises for bad formats, values and buffers.
import struct

cases = [
    ("<h", (40000,)), ("<H", (-1,)), (">H", (-1,)), (">H", (70000,)), ("B", (256,)), ("b", (-129,)),
    ("<i", (2**31,)), ("<I", (2**32,)), ("<I", (-1,)), ("<q", (2**63,)), (">q", (2**63,)), (">Q", (-1,)),
    ("@l", (2**63,)), ("<l", (2**31,)), ("i", (1.5,)), ("i", ("7",)), ("<d", ("1.0",)), ("<d", (10**400,)),
    ("c", (b"ab",)), ("c", ("a",)), ("5s", ("text",)), ("<e", (1e6,)), ("<f", (1e300,)), ("f", (1e300,)),
    ("ii", (1,)), ("i", (1, 2)), ("z", ()), ("4", ()), ("<P", (1,)), ("99999999999999999999x", ()),
]
for fmt, args in cases:
    try:
        print(fmt, args, "->", struct.pack(fmt, *args))
    except (struct.error, OverflowError, TypeError) as e:
        print(fmt, args, "->", type(e).__name__, e)

for call in [lambda: struct.unpack("<i", b"abc"), lambda: struct.unpack_from("<i", b"abcdef", 4),
             lambda: struct.unpack_from("<i", b"abcdef", -2), lambda: struct.unpack_from("<i", b"abcdef", -9),
             lambda: struct.pack_into("<i", bytearray(6), 4, 1), lambda: struct.pack_into("<i", bytearray(6), -2, 1),
             lambda: struct.pack_into("<i", b"immutable", 0, 1), lambda: struct.iter_unpack("<i", b"abcde"),
             lambda: struct.iter_unpack("", b""), lambda: struct.unpack("<i", "abcd"), lambda: struct.Struct(42)]:
    try:
        print(call())
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)

class Level:
    def __index__(self):
        return 7

print(struct.pack("<h", Level()), issubclass(struct.error, Exception))
struct.unpack(">I", b"\x00\x01")
