pairs = [(1, "2"), ([1], (2,)), (None, 1), ({"a": 1}, {"b": 2}), (3.5, [1])]
for a, b in pairs:
    try:
        print(a + b)
    except TypeError as e:
        print(e)
for a, b in [("ab", 2), ("x", "y")]:
    try:
        print(a * b)
    except TypeError as e:
        print(e)
try:
    print("total: " + 5)
except TypeError as e:
    print(e)
