items = [1, 2.5, None, True, "s", [1, "a"], (1,), {"k": 1.0}]
for it in items:
    print(str(it), repr(it), len(str(it)))
print(str(), repr(""))
print(str(1) + str(2), int(str(12) + "3") + 1)
print(str(10 ** 20), str(-1.5e-7), str(1e100))
