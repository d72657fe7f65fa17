values = [0.5, 1.5, 2.5, -0.5, -1.5, 1.005, 2.675, 0.125, 0.375, 1e-10, 123.456]
for v in values:
    print(v, round(v), round(v, 2), round(v, 1))
print(round(15, -1), round(25, -1), round(-35, -1))
print(round(0.1 + 0.2, 10))
prices = [19.99, 5.01, 3.333, 0.005]
total = sum(prices)
print(total, round(total, 2))
