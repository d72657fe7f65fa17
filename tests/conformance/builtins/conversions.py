raw = ["42", " 7 ", "-3", "+15", "0", "1_000", "3.5", "-0.25", "1e3", "inf", "-nan", "abc", "", "12abc", "0x1f"]
ints = []
floats = []
bad = []
for r in raw:
    try:
        ints.append(int(r))
    except ValueError:
        try:
            floats.append(float(r))
        except ValueError as e:
            bad.append(str(e))
print(ints)
print(floats)
for msg in bad:
    print(msg)
print(int(7.99), int(-7.99), int(True), int(2 ** 70 + 0.0), int("  101  ", 2), int("Z", 36))
print(float(3), float(-0), float(2 ** 60), float(" 1.5\n"), float("1E-2"), float("-Infinity"))
print(str(3), str(3.0), str(-0.0), str(1e16), str(None), str(True), str([1, "a"]))
print(bool(0), bool(0.0), bool(""), bool("False"), bool([]), bool([[]]), bool(None), bool(-1))
print(int(float("2.5")), round(float("2.5")), int("0") == 0, float("0") == 0)
print(str(int("0012")), repr(str(12.50)), int(str(10 ** 25)) == 10 ** 25)
