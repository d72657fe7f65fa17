# Float arithmetic: numerical integration, Newton's method, statistics.
def integrate(f, a, b, n):
    h = (b - a) / n
    total = 0.5 * (f(a) + f(b))
    for i in range(1, n):
        total += f(a + i * h)
    return total * h


def poly(x):
    return 3.0 * x * x * x - 2.0 * x * x + 0.5 * x - 7.0


def newton_sqrt(v):
    x = v if v > 1.0 else 1.0
    for _ in range(30):
        x = 0.5 * (x + v / x)
    return x


def stats(values):
    n = len(values)
    mean = sum(values) / n
    var = 0.0
    for v in values:
        d = v - mean
        var += d * d
    return mean, (var / n) ** 0.5


area = integrate(poly, -2.0, 3.0, 1000000)
roots = [newton_sqrt(float(k)) for k in range(1, 40000)]
mean, std = stats([r * 1.5 - 3.0 for r in roots])
x = 0.0
y = 0.0
for i in range(500000):
    t = i * 0.001
    x += abs(t - 50.0) * 0.5
    y = max(y, x / (t + 1.0))
print(round(area, 6), round(sum(roots), 6), round(mean, 6), round(std, 6), round(x, 3), round(y, 6))
