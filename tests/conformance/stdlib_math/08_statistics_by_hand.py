# Descriptive statistics computed by hand with math.
import math

temps = [21.5, 23.0, 19.8, 25.1, 22.4, 20.9, 24.3, 23.8]
n = len(temps)
mean = math.fsum(temps) / n
var = math.fsum((t - mean) ** 2 for t in temps) / (n - 1)
sd = math.sqrt(var)
print(f"mean={mean!r} var={var!r} sd={sd!r}")
geo = math.exp(math.fsum(math.log(t) for t in temps) / n)
print(f"geometric={geo!r} harmonic={n / math.fsum(1 / t for t in temps)!r}")
print(math.prod(t / 20 for t in temps), math.dist(temps[:4], temps[4:]), math.hypot(*[t - mean for t in temps]))
z = [(t - mean) / sd for t in temps]
print([round(v, 4) for v in z])
print(math.isclose(sum(z), 0, abs_tol=1e-12), math.isclose(1.0, 1.0 + 1e-10), math.isclose(1, 1.1, rel_tol=0.2))
