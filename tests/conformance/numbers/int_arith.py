a = 17
b = 5
print(a + b, a - b, a * b)
print(a / b, a // b, a % b)
print(a ** 2, b ** 3)
print(-a, +a, abs(-a))
x = 10
x += 3
x *= 2
x -= 1
x //= 4
print(x)
print(7 / 7, type(7 / 7))
print(2 ** 10, 2 ** 0, 0 ** 0)
print(1_000_000 + 1)
