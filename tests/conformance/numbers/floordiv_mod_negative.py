pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (6, -3), (-1, 5)]
for a, b in pairs:
    print(a, b, "->", a // b, a % b, divmod(a, b))
# check the invariant a == (a // b) * b + a % b
ok = True
for a in range(-10, 11):
    for b in [-3, -2, -1, 1, 2, 3]:
        if (a // b) * b + a % b != a:
            ok = False
print("invariant holds:", ok)
