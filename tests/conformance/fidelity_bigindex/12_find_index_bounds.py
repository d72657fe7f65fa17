# start/end arguments of find(), index(), count() clamp like slices.
BIG = 2**100
print([1, 2, 3].index(2, 0, BIG), [1, 2, 3].index(2, -BIG), (1, 2, 3).index(2, -BIG, BIG))
print("abca".find("a", -BIG), "abca".find("a", BIG), "abca".rfind("a", 0, BIG))
print("abca".count("a", -BIG, BIG), "abca".index("a", 1, BIG))
print("abca".startswith("a", -BIG), "abca".endswith("a", 0, BIG))
print(b"abca".find(b"a", -BIG), b"abca".count(b"a", -BIG, BIG))
print(bytearray(b"abca").index(b"c", -BIG, BIG))
try:
    [1, 2, 3].index(3, BIG)
except ValueError as e:
    print("ValueError:", e)
