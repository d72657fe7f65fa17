from decimal import Decimal

pairs = [("7", "2"), ("-7", "2"), ("7", "-2"), ("-7", "-2"), ("7.5", "2"), ("10", "0.3"), ("-10.25", "3"), ("0", "5"), ("1E+3", "7"), ("123.456", "0.01")]
for a, b in pairs:
    x, y = Decimal(a), Decimal(b)
    q, r = divmod(x, y)
    print(f"{a:>8} {b:>5}  //={x // y!s:>6}  %={x % y!s:>7}  divmod=({q}, {r})  near={x.remainder_near(y)}  check={q * y + r == x}")
print("ints vs decimals:", -7 // 2, -7 % 2, Decimal(-7) // 2, Decimal(-7) % 2)
print(7 // Decimal(2), 7 % Decimal("2.5"), divmod(7, Decimal(3)), Decimal(17) % Decimal("Infinity"))
total_minutes = Decimal("1234.5")
hours, minutes = divmod(total_minutes, 60)
print(f"{hours}h {minutes}m")
for cents in [Decimal("0.99"), Decimal("12.34"), Decimal("100.00")]:
    dollars, rest = divmod(cents, 1)
    print(cents, "=", int(dollars), "dollars and", int(rest * 100), "cents")
print(Decimal(10).remainder_near(6), Decimal(10).remainder_near(4), Decimal(-10).remainder_near(3), Decimal("3.5").remainder_near(1))
print(Decimal("Infinity") // 3, Decimal(3) // Decimal("-Infinity"), Decimal(-1) // 3, Decimal(1) // Decimal(-3))
