print(f"{-0.0:z.2f}", f"{-0.001:z.1f}", f"{-0.0:.1f}", format(-1e-9, "z.3e"), f"{-0.4:z.0f}")
print(f"{-12:=8}", f"{12:=+8}", f"{3.5:=10.2f}", f"{-3:08}", f"{'ab':08}" if False else "", f"{1234:=^+12,}")
print("%*d|%-*d|%.*f" % (5, 42, 4, 7, 2, 3.14159))
print("%5.1s|%-6.3s|%+.2e|%#x|%#o|%X|%i|%u" % ("xyz", "abcdef", 12345.678, 255, 8, 255, 3, 4))
print("%c%c" % (0x263A, "b"), "%3c|" % "a", "%-3c|" % 66)
print("%.0f %.0f %.0f %.1f %g %G %.3g %#g" % (0.5, 1.5, 2.5, 0.05, 1e-10, 1e20, 3.14159, 1.0))
print(f"{complex(1, -2)}", f"{1+2j:.2f}", f"{3j:>10}", format(1.5+0j, "g"), repr(complex(0, -0.0)), str(-1j), (1e20+1j))
print(f"{12345678.9:,.2e}" if False else "", f"{0.000123456:.3}", f"{123456.0:.3}", f"{1e5:.3}", f"{99.99:.3}", f"{99.95:.3g}")
print(f"{10**25:,}", f"{-10**25:_}", f"{2**64:x}", f"{-255:#x}", f"{255:#_b}", f"{1234567:#,}" if False else "")
print(f"{1.0:}", f"{1e16:}", f"{1.0:g}", f"{1e16:g}", f"{1e-4:}", f"{12.0:.0%}", f"{0.5:%}", f"{1/3:.2%}")
print(f"{'left':<{10}}|", f"{'c':^{3+2}}|", f"{3.14159:.{1+1}f}", f"{42:{'0'}{'>'}6}", f"{'x'!r:>{5}}")
val = 1234.5678
for spec in [",.2f", "_.3f", ">15,.1f", "<15.2e", "^15.4g", "+.0f", " .1f", "010.2f", "#.0f", ".2%"]:
    print(f"[{spec:>8}] [{val:{spec}}]")
print("{:,}".format(1234567.0), "{:,.2f}".format(-0.005), "{:.2f}".format(0.125), "{:.2f}".format(0.375), "{:.1f}".format(0.25))
print("{!r:>10}|{!s:<6}|{!a}".format("hi", 3, "né"), "{0!r:^9}".format(1.5))
print("{:>5}|{:<5}|{:^5}|{:05}".format(True, False, None is None, 7))
print(format(123, "x"), format(123, "o"), format(123, "b"), format(123, "c"), format(65, "n"), format(3.0, "n"))
print(str(123456789.123456789), str(1.23e-7), str(1e-7 * 3), repr(1e300 * 10), 1.5e+300 * 1e10)
print(int.__format__(5, ">3"), float.__format__(2.5, "^7"), str.__format__("x", "*^5"))
class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        return f"${self.v:{spec or ',.2f'}}"
print(f"{Money(1234.5)}", f"{Money(1234.5):.0f}", "{:>10}".format(Money(3)) if False else "", format(Money(2)))
for bad in ["{:,d}".format, "{:=s}".format]:
    try:
        print(bad("x"))
    except ValueError as e:
        print("ValueError:", e)
for spec in [",s", "=", "z", ".2d", "#s", "x"]:
    for v in ["s", 1.5, 3]:
        try:
            format(v, spec)
        except (ValueError, TypeError) as e:
            print(spec, type(v).__name__, type(e).__name__ + ":", e)
