records = ["ann,31,dev", "bob,45,ops", "cy,28,dev"]
for rec in records:
    [name, age, team] = rec.split(",")
    print(f"{name:<4}{int(age):>3} {team}")
[first, second, *others] = records
print(first, "|", second, "|", others)
[[a, b], [c, d]] = [[1, 2], [3, 4]]
print(a + d, b + c)
[x] = [len(records)]
print(x)
