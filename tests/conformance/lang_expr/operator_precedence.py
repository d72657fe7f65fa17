print(2 + 3 * 4 ** 2, (2 + 3) * 4, -2 ** 2, (-2) ** 2)
print(not 1 == 2, not (1 and 0), 1 + 2 == 3 and 4 > 3)
print(10 - 4 - 3, 2 ** 3 ** 2, 100 / 10 / 5)
print(7 // 2 * 2 + 7 % 2, -7 // 2, -7 % 2)
print(1 | 2 ^ 3 & 4, 1 << 2 + 1, ~5 + 1)
x = 5
print(x if x > 3 else 0 + 100, (x if x > 3 else 0) + 100)
print("a" + "b" * 3, ("a" + "b") * 3)
print(3 < 4 == True, (3 < 4) == True)
