print(2 ** 1000 / 2 ** 999, 10 ** 400 / 10 ** 399, (10 ** 30 + 1) / 10 ** 30)
print(1 / 3, 2 / 3, 10 / 4, -7 / 2, 7 / -2, -1 / 3)
print(10 ** 20 / 3, (2 ** 64 + 1) / 2, 123456789123456789 / 1000)
print(2 ** 53 + 1 / 1, (2 ** 53 + 1) / 1, (2 ** 54 + 3) / 2)
print(1 / 2 ** 1074, 1 / 2 ** 1075, 3 / 2 ** 1075)
print(6 / 3, type(6 / 3), 0 / 5, -0 / 5, 0 / -5.0)
try:
    print(10 ** 400 / 3)
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(float(10 ** 400))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(10 ** 400 * 1.0)
except OverflowError as e:
    print("OverflowError:", e)
print(10 ** 400 // 10 ** 398, 10 ** 400 > 1e308, 10 ** 308 < 1e308 * 10)
