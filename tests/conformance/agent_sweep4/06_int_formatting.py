nums = [0, 7, -7, 1234, -1234567, 10**12, 2**64, -2**63]
for n in nums:
    print(f"{n:,} {n:_} {n:>15,d} {n:+,} {n:x} {n:#X} {n:_b}"[:120])
print(f"{1234567:,}".replace(",", "."), format(1234567, ","), format(-0, "+d"), format(42, "c"), format(0x1F600, "c"))
print(f"{65:c}{66:c}", f"{10:#06x}", f"{10:#06b}", f"{-10:#06b}", f"{10:06_b}", f"{123456789:_o}")
print(int("1_000"), int("0x1f", 16), int("0b101", 0), int("  42  "), int("-0o17", 8), int("z", 36), int("12", 3))
print(bin(37), oct(37), hex(37), hex(-255), bin(0), (255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"))
print((1024).bit_length(), (-1).bit_length(), (255).bit_count(), (10).__index__(), abs(-10), (-7).__abs__())
print(2 ** 100, -(2 ** 100) // 3, (2 ** 100) % 97, 10 ** 30 // 7, divmod(-10 ** 20, 7), pow(12345, 6789, 10**9 + 7))
print(str(2 ** 200)[:20], len(str(3 ** 1000)), sum(int(c) for c in str(2 ** 1000)), 12345678901234567890 * 98765432109876543210)
print(round(123456, -3), round(-125, -1), round(135, -1), round(5), type(round(5.0)), type(round(5.0, 1)))
print(f"{1e6:,.0f}", f"{1234.5:,.2f}", f"{0.5:,}", f"{1234567.125:,.2f}", f"{12345678:,.1e}")
print("%d %5d %-5d| %05d %x %X %o %e %.3f %10.2f %s %r %%" % (3, 42, 42, 42, 255, 255, 8, 12345.678, 2/3, 3.14159, [1], "a"))
print("%(name)s is %(age)d years" % {"name": "Ann", "age": 30}, "%c%c" % (72, "i"), "%+.1e" % 0.000123, "%#x %#o" % (255, 8))
print("%s" % (1,), "%s" % [1, 2], "%5.1f%%" % 12.345, "%i" % 3.99, "%.0f %.0f" % (0.5, 1.5), "%g %g" % (1e-5, 123456789))
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "%s %s" % (1,)
except TypeError as e:
    print("TypeError:", e)
try:
    "%s" % (1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    f"{'abc':d}"
except ValueError as e:
    print("ValueError:", e)
try:
    f"{1.5:d}"
except ValueError as e:
    print("ValueError:", e)
try:
    format(10, ",x")
except ValueError as e:
    print("ValueError:", e)
try:
    int("12.5")
except ValueError as e:
    print("ValueError:", e)
try:
    int("")
except ValueError as e:
    print("ValueError:", e)
