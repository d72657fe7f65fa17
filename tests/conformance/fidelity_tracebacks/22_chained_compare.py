# Validate that values lie in range; one is a string.
values = [5, 7, "9"]
for v in values[:2]:
    print(v, 0 < v < 10)
ok = all(0 < v < 10 for v in values)
print(ok)
