from fractions import Fraction
from itertools import product

outcomes = list(product(range(1, 7), repeat=2))
total = len(outcomes)
dist = {}
for a, b in outcomes:
    dist[a + b] = dist.get(a + b, 0) + 1
probs = {s: Fraction(c, total) for s, c in sorted(dist.items())}
for s, p in probs.items():
    print(f'P(sum={s:2}) = {str(p):>5}')
print('check:', sum(probs.values()))
expected = sum(s * p for s, p in probs.items())
print('expected sum:', expected)
p7 = probs[7]
print('P(no 7 in 3 rolls):', (1 - p7) ** 3)
print('P(at least one 7 in 3 rolls):', 1 - (1 - p7) ** 3)
var = sum((s - expected) ** 2 * p for s, p in probs.items())
print('variance:', var, float(var))
