from fractions import Fraction as F
import math
def harmonic(n):
    return sum(F(1, k) for k in range(1, n + 1))
h = harmonic(10)
print(h, float(h), f"{float(h):.6f}", h.limit_denominator(10), round(h, 2), math.floor(h), math.ceil(h), math.trunc(-h))
probs = {"a": F(1, 6), "b": F(1, 3), "c": F(1, 2)}
print(sum(probs.values()), max(probs, key=probs.get), sorted(probs.values()), [str(p) for p in probs.values()])
print(F("3.1415926535").limit_denominator(100), F(1, 3) + F(1, 6) == F(1, 2), F(2, 4) is not F(1, 2), F(-1, 3) < 0, 0.5 == F(1, 2), F(1, 3) == 1 / 3)
print(F(7, 3).__floor__(), F(-7, 3).__ceil__(), F(7, 2).__round__(), F(5, 2).__round__(), F(1, 3) ** 0.5, F(4) ** F(1, 2), F(-8) ** F(1, 3) if False else "")
print(F(10, 4).numerator, F(10, 4).denominator, F(3) / 2, 3 / F(2), F(3) // F(2), F(-3) % 2, divmod(F(-7, 2), 2), F(1, 2) * 0.5, complex(F(1, 2)) if False else "")
print(repr(F(0, 5)), F(-0.0), str(F(1.75)), F("  1.5e2"), F("-.5"), F(Fraction := F(3, 4)), F(1, 3).conjugate(), F(1, 3).real, F(1, 3).imag)
print(sorted([F(1, 3), 0.3, 1 / 3, F(1, 4)]), min(F(1, 2), 0.5), {F(1, 2): "half"}.get(0.5), hash(F(3)) == hash(3))
