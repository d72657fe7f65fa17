a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a + b)
print(b - a)
print(a * b)
print(b // a, b % a)
print(divmod(-b, a))
print(a ** 3)
print(pow(a, 5, 10 ** 9 + 7))
print(-a < a, a < b, a == 123456789012345678901234567890)
print(abs(-a), -(-a))
print(hex(a), bin(2 ** 70))
print(int("99999999999999999999999999") + 1)
