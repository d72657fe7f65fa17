samples = [(3, 2), (3, 2.0), (3.0, 2), (-3, 2.5), (2 ** 70, 2), (2 ** 70, 0.5), (True, 2), (7, True)]
for a, b in samples:
    s, d, p = a + b, a - b, a * b
    print(repr(a), repr(b), s, type(s).__name__, d, p, type(p).__name__)
print(1 == 1.0, 2 ** 60 == float(2 ** 60), 2 ** 60 + 1 == float(2 ** 60 + 1), 0.5 < 1 < 1.5)
print(3 ** 2, 3 ** 2.0, 3.0 ** 2, 4 ** 0.5, 8 ** (1 / 3), (-8) ** 2, 2 ** -1)
print(round(7 / 2), round(7 / 2, 1), round(2.5), round(-2.5), round(0.5), round(1.5))
print(int(1e15) * 3, int(-2.9) + int(2.9), 10 % 3.5, -10 % 3.5, 10 // 3.5)
x = 1
for _ in range(5):
    x = x * 2.5
print(x, type(x).__name__, int(x), x == 97.65625)
y = 0
for k in range(1, 11):
    y += 1 / k
print(y, round(y, 4))
