from fractions import Fraction
from decimal import Decimal
import math
UNITS = {"mm": Fraction(1, 1000), "cm": Fraction(1, 100), "m": Fraction(1), "km": Fraction(1000), "in": Fraction(254, 10000), "ft": Fraction(3048, 10000), "mi": Fraction(1609344, 1000)}
def convert(v, src, dst):
    return Fraction(v) * UNITS[src] / UNITS[dst]
for v, s, d in [(1, "mi", "km"), (5, "ft", "cm"), (12, "in", "ft"), ("2.5", "km", "mi"), (100, "mm", "in")]:
    r = convert(v, s, d)
    print(f"{v} {s} = {float(r):.6g} {d} (exact {r}, {r.limit_denominator(64)})")
def c_to_f(c): return c * 9 / 5 + 32
def f_to_c(f): return (f - 32) * 5 / 9
temps = [-40, 0, 37, 100, 36.6]
print([(t, round(c_to_f(t), 1)) for t in temps], [round(f_to_c(f), 2) for f in (32, 98.6, 212, -40)])
print(f"{'C':>6} {'F':>7} {'K':>8}")
for c in range(-20, 41, 15):
    print(f"{c:>6} {c_to_f(c):>7.1f} {c + 273.15:>8.2f}")
sizes = [0, 1, 1023, 1024, 1536, 10**6, 2**30, 5 * 2**40 + 1, 10**18]
def human_bytes(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB", "PiB"]:
        if abs(n) < 1024 or unit == "PiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
print([human_bytes(s) for s in sizes])
def si(n):
    if n == 0: return "0"
    e = int(math.floor(math.log10(abs(n)) / 3))
    e = max(-4, min(4, e))
    return f"{n / 10 ** (3 * e):.3g}{'pnµm kMGT'[e + 4].strip()}"
print([si(x) for x in (0.000000012, 0.0047, 1, 999, 1000, 123456, 7.5e9, 3e13)])
speed = Decimal("88") * Decimal("1.609344")
print(speed, speed.quantize(Decimal("0.1")), f"{speed:.2f} km/h", Decimal("1") / Decimal("3.6"))
angles = [0, 30, 45, 90, 180, 270, 360]
print([(a, round(math.radians(a), 4), round(math.sin(math.radians(a)), 12)) for a in angles])
print(math.degrees(math.atan2(1, 1)), math.hypot(3, 4), round(math.dist((1, 2), (4, 6)), 3))
