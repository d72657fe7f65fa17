# Operators, ordering and hashing.
a, b = b"abc", b"abd"
print(a + b, a * 2, 3 * b"-", b"x" * 0, b"y" * -2, bytearray(b"q") * 2, b"p" + bytearray(b"q"), bytearray(b"r") + b"s")
print(a == b"abc", a == bytearray(b"abc"), a != b, a < b, b"ab" < a, b"b" > a, a <= a, bytearray(b"z") >= b"a")
print(a == "abc", a != "abc", b"" == b"", b"" < b"\x00")
print(sorted([b"pear", b"Apple", b"apple", b"", b"banana"]), max([b"a", b"c", b"b"]))
counts = {}
for tok in b"to be or not to be".split():
    counts[tok] = counts.get(tok, 0) + 1
print(counts)
print(len({b"x", b"x", b"y"}), b"x" in {b"x": 1}, {b"k": 1}[bytes(b"k")])
print(hash(b"abc") == hash(b"abc"), hash(b"abc") == hash(bytes([97, 98, 99])), hash(b"") == hash(bytes()))
print(bool(b""), bool(b"\x00"), bool(bytearray()), not bytearray(b"x"))
print(b"ab" * True, [b"a"] * 2, b"%" + b"{}")
try:
    hash(bytearray(b"x"))
except TypeError as e:
    print("TypeError:", e)
try:
    {bytearray(b"k"): 1}
except TypeError as e:
    print("TypeError:", e)
for bad in [lambda: b"a" + "b", lambda: b"a" + 1, lambda: "a" + b"b", lambda: b"a" * 2.0, lambda: b"a" < "b", lambda: bytearray(b"a") + [1]]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
