from decimal import Decimal, InvalidOperation

prices = [Decimal(p) for p in ["19.99", "5", "5.00", "-3.5", "100", "0.99", "1E+1", "5.0"]]
print(sorted(prices))
print(sorted(prices, reverse=True))
print(max(prices), min(prices), sum(prices), sorted(prices, key=abs))
print(Decimal("5") == Decimal("5.00"), Decimal("5").compare(Decimal("5.00")), Decimal("5.0").compare_total(Decimal("5.00")))
print(Decimal(3).compare(7), Decimal(7).compare(3), Decimal("NaN").compare(1), Decimal(2).compare_total(Decimal("NaN")))
print(Decimal("1.10").max(Decimal("1.1")), Decimal("1.10").min(Decimal("1.1")), Decimal(-3).max_mag(2), Decimal(-3).min_mag(2))
print(Decimal("NaN").max(5), Decimal(5).min(Decimal("NaN")), Decimal(1).max(Decimal("-0")), Decimal("-0").max(Decimal("0")))
print(Decimal(2) < 3, 3 > Decimal("2.99"), Decimal("0.1") < 0.1, Decimal("1.0") <= 1, Decimal(-1) > -1.5)
try:
    Decimal("NaN") < Decimal(1)
except InvalidOperation as e:
    print("NaN ordering:", e)
try:
    sorted([Decimal(1), Decimal("NaN")])
except InvalidOperation as e:
    print("sort with NaN:", e)
try:
    Decimal(1) < "2"
except TypeError as e:
    print("TypeError:", e)
print(Decimal("NaN") == 0, Decimal("NaN") != Decimal("NaN"), Decimal(1) == "1", Decimal(1) != None)
print(Decimal("Infinity") > 10 ** 100, Decimal("-Infinity") < -1e308, Decimal("1e-1000") > 0)
ranks = sorted([("bob", Decimal("82.5")), ("amy", Decimal("91")), ("cat", Decimal("82.50"))], key=lambda t: (-t[1], t[0]))
print(ranks)
