# Indexing gives ints, slicing keeps the type.
data = b"Hello, bytes!"
print(data[0], data[-1], data[7], chr(data[0]))
print(data[:5], data[7:], data[-6:-1], data[::2], data[::-1], data[100:])
print(data[1:10:3], data[-1:-8:-2], data[5:2])
ba = bytearray(b"mutable")
print(ba[0], ba[-1], ba[1:4], ba[::-1], type(ba[2:]).__name__)
print(len(data), len(ba), len(b""))
print(list(b"abc"), [hex(c) for c in b"\x00\x10\xff"], sum(b"\x01\x02\x03"))
print(max(data), min(data), sorted(b"cab"), list(reversed(b"xyz")))
for i, c in enumerate(b"hey"):
    print(i, c, bytes([c]))
print(72 in data, 0 in data, b"bytes" in data, b"" in data, b"xyz" in data)
print(bytearray(b"ab") in [bytearray(b"ab")], b"lo, b" in bytearray(data))
vowels = sum(1 for c in data if c in b"aeiouAEIOU")
print("vowels:", vowels)
it = iter(b"ok")
print(next(it), next(it), next(it, None))
try:
    data[13]
except IndexError as e:
    print("IndexError:", e)
try:
    ba[20]
except IndexError as e:
    print("IndexError:", e)
try:
    data["0"]
except TypeError as e:
    print("TypeError:", e)
try:
    "a" in data
except TypeError as e:
    print("TypeError:", e)
try:
    300 in data
except ValueError as e:
    print("ValueError:", e)
