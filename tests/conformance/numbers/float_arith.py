a = 3.7
b = 1.2
print(a + b, a - b, a * b, a / b)
print(a // b, a % b)
print(-a, abs(-a))
print(1.5 * 2, 3 * 0.1, 0.1 * 10)
total = 0.0
for i in range(10):
    total += 0.1
print(total, total == 1.0)
print(7 / 2, 7.0 // 2, 2 ** 0.5 * 2 ** 0.5)
print(1e300 * 1e10, -1e300 * 1e10)
print(5e-324, 5e-324 / 2)
print(0.1 + 0.2 - 0.3)
print(9007199254740993.0)
