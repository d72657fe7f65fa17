# Tolerances in a sensor comparison: ulp, nextafter and remainder.
import math

readings = [0.1, 1.0, 100.0, 1e16, 5e-324, 1.7976931348623157e308, 0.0, -2.5]
for x in readings:
    print(f"{x!r:24} ulp={math.ulp(x)!r} up={math.nextafter(x, math.inf)!r} down={math.nextafter(x, -math.inf)!r}")
print(math.ulp(math.inf), math.ulp(math.nan), math.nextafter(0.0, -1.0), math.nextafter(1.0, 1.0))
for a, b in [(10, 3), (11, 3), (-10, 3), (7.5, 2), (5, 2), (-5, 2), (3, math.inf), (1e300, 1e-300)]:
    print(a, b, math.remainder(a, b), math.fmod(a, b), a % b)
for bad in [(1, 0), (math.inf, 2), (math.nan, 0)]:
    try:
        print(bad, math.remainder(*bad))
    except ValueError as e:
        print(bad, "ValueError:", e)
