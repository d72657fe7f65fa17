# Padding, replace, tabs, prefixes and translation tables.
print(b"7".zfill(3), b"-7".zfill(4), b"+x".zfill(4), b"long".zfill(2))
print(b"mid".center(9, b"*"), b"mid".center(8), b"left".ljust(8, b"."), b"right".rjust(8), bytearray(b"ba").ljust(4, b"_"))
print(b"a\tb\tc".expandtabs(), b"ab\tc\nd\te".expandtabs(4), b"x\ty".expandtabs(tabsize=1), b"\t".expandtabs(0))
print(b"a-b-c".replace(b"-", b"+"), b"a-b-c".replace(b"-", b"", 1), b"abc".replace(b"", b"."), b"aaa".replace(b"a", b"aa", 2))
print(b"test_file.py".removeprefix(b"test_"), b"test_file.py".removesuffix(b".py"), b"x".removeprefix(b"y"))
table = bytes.maketrans(b"abc", b"ABC")
print(b"aabbccdd".translate(table), b"hello world".translate(None, b"lo"), b"abc".translate(table, delete=b"b"))
rot13 = bytes.maketrans(b"abcdefghijklmnopqrstuvwxyz", b"nopqrstuvwxyzabcdefghijklm")
secret = b"hello agent".translate(rot13)
print(secret, secret.translate(rot13))
try:
    b"x".center(5, b"ab")
except TypeError as e:
    print("TypeError:", e)
try:
    b"x".translate(b"short")
except ValueError as e:
    print("ValueError:", e)
try:
    bytes.maketrans(b"ab", b"c")
except ValueError as e:
    print("ValueError:", e)
