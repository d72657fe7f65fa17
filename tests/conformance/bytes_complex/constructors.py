# Every way an agent builds bytes.
print(bytes(), bytes(4), bytes([72, 105]), bytes((1, 2, 3)), bytes(range(65, 70)))
print(bytes(c + 1 for c in b"HAL"), bytes(b"copy"), bytes(bytearray(b"ba")), bytes("text", "utf-8"))
print(bytes("é", encoding="latin-1"), bytes(source=b"kw"), bytes([True, False]))
print(bytearray(), bytearray(3), bytearray([1, 255]), bytearray(b"src"), bytearray("ü", "utf-8"), bytearray(range(3)))
b = b"same"
print(bytes(b) is b, bytearray(b) == b, bytes(bytearray(b)) == b)
print(list(map(bytes, [[104], [105]])), [bytes([c]) for c in b"ab"])
print(bytes.fromhex("41 42") + bytes(2) + bytes([67]))
for args in [("abc",), (1.5,), (None,), ([256],), ([-1],), (["a"],), (-1,), (b"x", "utf-8"), (5, "ascii")]:
    try:
        print(bytes(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
for args in [("abc",), ([300],), (object(),)]:
    try:
        print(bytearray(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    bytes("é", "ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
