# Probability helpers built on gamma, lgamma, erf and erfc.
import math


def beta(a, b):
    return math.exp(math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b))


def normal_cdf(x, mu=0.0, sigma=1.0):
    return 0.5 * (1 + math.erf((x - mu) / (sigma * math.sqrt(2))))


for x in (0.5, 1, 1.5, 2.5, 5, 10.1, 20, 171.5, -0.5, -2.5, 1e-10):
    print(x, math.gamma(x), math.lgamma(x))
print(beta(2, 3), beta(0.5, 0.5), math.gamma(0.5) ** 2)
for z in (-3, -1.96, -1, 0, 1, 1.645, 3):
    print(z, round(normal_cdf(z), 6), math.erfc(z / math.sqrt(2)) / 2)
for bad in (0, -1, -2.0, 172, -math.inf):
    try:
        print(bad, math.gamma(bad))
    except (ValueError, OverflowError) as e:
        print(bad, type(e).__name__, e)
print(math.lgamma(-math.inf), math.lgamma(math.inf), math.lgamma(1), math.lgamma(2))
