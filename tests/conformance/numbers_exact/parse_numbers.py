# Cleaning numbers out of text, with the errors an agent has to handle.
raw = [" 42 ", "-17", "+8", "1_000_000", "0x1F", "0b1010", "0o777", "12.5", "3e4", "abc", "",
       "1__0", "٣٤", "1 000", "inf", "-nan", "  7\n"]
for s in raw:
    try:
        print(repr(s), "int ->", int(s))
    except ValueError as e:
        print(repr(s), "int error:", e)
    try:
        print(repr(s), "float ->", float(s))
    except ValueError as e:
        print(repr(s), "float error:", e)
for s, base in [("ff", 16), ("0xff", 16), ("0xff", 0), ("777", 8), ("z", 36), ("101", 2), ("010", 0), ("12", 3)]:
    try:
        print(s, base, int(s, base))
    except ValueError as e:
        print(s, base, "error:", e)
print(int(3.99), int(-3.99), int(True), int("  -0  "), float(7), float("  .5"), int(1e20))
for bad in [[1], None, 2.5j if False else {}, "4.0"]:
    try:
        int(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    int("5", 99)
except ValueError as e:
    print("ValueError:", e)
try:
    int(12, 10)
except TypeError as e:
    print("TypeError:", e)
