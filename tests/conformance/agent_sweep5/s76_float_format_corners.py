# Float formatting corner cases agents hit when printing numbers.
vals = [0.1 + 0.2, 1e16, 1e-5, 123456789.123456789, -0.0, 2.5e-324, 1.7976931348623157e308, 100.0, 1/3, 2/3, 1e22, 1.5e-7]
for v in vals:
    print(repr(v), str(v), f"{v:g}", f"{v:.3g}", f"{v:e}", f"{v:.2f}", f"{v:%}"[:12], f"{v:n}")
print(round(1234.5678, -2), round(-1234.5678, 1), round(0.125, 2), round(0.375, 2), round(2.5), round(-2.5), round(1e300, -299))
print(f"{1234567.891:,.2f}", f"{1234567.891:_.3f}", f"{-1234.5:>+12,.1f}", f"{0.000001234:.3e}", f"{12:.3%}")
print("%g %g %g %g" % (1e-4, 1e-5, 123456, 1234567), "%.3g" % 0.0001234, "%10.4e|" % 12345.6789, "%G" % 1e-10)
print(format(1e100, ".0f")[:20], format(2**0.5, ".20f"), format(float("-inf"), "f"), format(-0.0, "+.1f"), format(0.5, ".0f"), format(1.5, ".0f"))
print([0.1, 0.25, 1/7], (1.0, -2.0), {1.5: 2.0}, str(3.0), str(-1e-300), float("1e-320"), 5e-324 / 2)
print(sum([0.1] * 10), 0.1 * 3, 1 - 0.9, 3 * 1.1, 1.1 + 2.2, 100 * 1.1)
print(int(2.999999999999999999), int(-0.5), float(10**20), float(2**63), 2**53 + 1.0, 9007199254740993)
print(f"{complex(0, -0.0)}", complex(-0.0, 0), complex(1.5, -2), repr(complex(0, 1e-20)), 1j * 1j)
