# Equality with ints/floats, hashing consistent with them, no ordering.
print(1 + 0j == 1, 1.5 + 0j == 1.5, 2 == 2 + 0j, 1j == 1, (1 + 2j) != (1 + 2j), 0j == 0, 0j == False, 1j == "1j")
print(hash(1 + 0j) == hash(1), hash(2.5 + 0j) == hash(2.5), hash(0j), hash(1j), hash(-1 + 0j), hash(3 + 4j), hash(complex(-1.5, 2.25)))
d = {1: "int one", 2.0: "float two"}
print(d[1 + 0j], d[2 + 0j], (1 + 0j) in d, 3j in d)
seen = {1, 1.0, 1 + 0j, 2j, 2j}
print(len(seen), 2j in seen)
print(bool(0j), bool(0.0 + 0.0j), bool(1e-300j), not 1j, [x for x in [0j, 1, 1j, 0.0] if x])
print([1j, 2j].index(2j), [0j, 1j].count(0), (1 + 1j) in [1 + 1j])
for a, b in [(1j, 2j), (1j, 1), (1, 1j), (2.5, 1j)]:
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
try:
    print(a >= b)
except TypeError as e:
    print("TypeError:", e)
