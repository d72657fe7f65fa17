# round() uses banker's rounding and exact binary values.
for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5]:
    print(v, round(v), round(v, 0))
for v in [2.675, 1.005, 0.125, 0.375, 1.45, 2.345, 8.875, 0.285]:
    print(v, round(v, 2), round(v, 1), f"{v:.2f}")
for n in [15, 25, 35, -25, 149, 150, 151, 12345678]:
    print(n, round(n, -1), round(n, -2), round(n, -5), round(n, 3))
print(round(1234.5678, -2), round(-1234.5678, -1), round(0.0001234, 6), round(123.456, -3))
print(round(1e300, -300), round(5e-324, 400), round(-0.4, 0), round(0.1 + 0.2, 10))
print(type(round(2.5)), type(round(2.5, 0)), type(round(7, -1)), type(round(True, 2)))
prices = [19.99, 5.01, 3.333, 0.005, 10 / 3]
print([round(p, 2) for p in prices], round(sum(prices), 2))
try:
    round(1.5, "2")
except TypeError as e:
    print("TypeError:", e)
try:
    round(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    round(float("nan"))
except ValueError as e:
    print("ValueError:", e)
