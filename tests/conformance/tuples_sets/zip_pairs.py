keys = ("a", "b", "c")
values = (1, 2, 3, 4)
print(list(zip(keys, values)))
print(dict(zip(keys, values)))
for k, v in zip(keys, values):
    print(k, v)
print(list(zip(range(3), "xyz", [True, False, None])))
print(list(zip()), list(zip([1], [])))
total = 0
for a, b in zip([1, 2, 3], [4, 5, 6]):
    total += a * b
print("dot:", total)
