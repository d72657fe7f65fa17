import math
vals = [0.1 + 0.2, 1e16, 1e-5, 123456789.0, 2.5, 3.5, -0.0, 1/3, 1e22, 1e21, 12345.6789, float("inf"), float("nan")]
for v in vals:
    print(repr(v), str(v), f"{v:.2f}", f"{v:g}", f"{v:.3g}", f"{v:e}", f"{v:10.4}", f"{v:,}" if math.isfinite(v) else "-")
print(round(2.675, 2), round(0.5), round(1.5), round(-2.5), round(1234.5678, -2), round(15, -1), round(25, -1))
print(f"{1234567.891:_.2f}", f"{1234567:_}", f"{1234567:_x}", f"{255:#b}", f"{255:#o}", f"{-255:#x}", f"{3.0:#.0f}", f"{3.0:.0f}")
print(f"{0.000123456:.2%}", f"{1.0:%}", f"{-1e-10:.3f}", f"{1e100:.2e}", f"{5e-324:.3g}", f"{1.7976931348623157e308:.4g}")
print(f"{12.5:=+10.2f}", f"{12.5:*^12.1f}", f"{-12.5:010.2f}", f"{12:+05d}", f"{12: d}", f"{-12: d}")
print(float("1e500"), float("-inf") < -1e308, math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3, math.isclose(1e-10, 0, abs_tol=1e-9))
print((0.1).as_integer_ratio(), (2.5).is_integer(), float.fromhex("0x1.8p1"), (3.75).hex(), int(2.999), int(-2.999), math.trunc(-2.5))
print(math.floor(-2.5), math.ceil(-2.5), math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1.5, 2, 4]), math.dist((0, 0), (3, 4)))
print(math.hypot(3, 4, 12), math.gcd(84, 36, 120), math.lcm(4, 6, 10), math.comb(52, 5), math.perm(10, 3), math.factorial(20))
print(math.log(8, 2), math.log2(1024), math.log10(0.001), math.exp(1), math.sqrt(2), math.isqrt(10**20 + 1), math.pow(2, 0.5))
print(math.degrees(math.pi), math.radians(180), math.atan2(1, -1), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.remainder(7, 2))
print(divmod(-7, 2), divmod(7.5, -2), 7 // -2, -7 / 2, 2 ** -1, (-8) ** (1/3) if False else "skip", pow(3, 4, 5), pow(2, -1, 7))
print(f"{math.pi:.15f}", f"{math.e:.20g}", math.inf - math.inf, math.nan == math.nan, math.isnan(float("nan")))
print(sum([1e100, 1.0, -1e100]), math.fsum([1e100, 1.0, -1e100]), 1e308 * 10, -1e308 * 10, 2 ** 0.5 * 2 ** 0.5)
print(str(1e15), str(1e16), str(123456789012345678.0), repr(0.1 * 3), repr(100.0), repr(1e-4), repr(0.0001234))
