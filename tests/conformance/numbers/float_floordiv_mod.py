values = [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2.0), (1.0, 0.1), (5, 0.5)]
for a, b in values:
    print(a, b, a // b, a % b, divmod(a, b))
print(-0.0 % 5)
print(10 % 3.0, -10 % 3.0)
print(2.5 // 1, -2.5 // 1)
