from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN

CENT = Decimal("0.01")
employees = [
    ("Ana", Decimal("22.50"), [Decimal(h) for h in ["8", "9.5", "8", "10", "7.75"]]),
    ("Ben", Decimal("31.25"), [Decimal(h) for h in ["8", "8", "8", "8", "8"]]),
    ("Cho", Decimal("18.00"), [Decimal(h) for h in ["12", "11", "9.25", "10", "6"]]),
]
FED = Decimal("0.12")
STATE = Decimal("0.0495")
FICA = Decimal("0.0765")
for name, rate, hours in employees:
    total = sum(hours)
    regular = min(total, Decimal(40))
    overtime = max(total - 40, Decimal(0))
    gross = (regular * rate + overtime * rate * Decimal("1.5")).quantize(CENT, ROUND_HALF_UP)
    taxes = [(gross * t).quantize(CENT, ROUND_HALF_UP) for t in (FED, STATE, FICA)]
    net = gross - sum(taxes)
    print(f"{name}: hours {total} (ot {overtime}) gross {gross} fed {taxes[0]} state {taxes[1]} fica {taxes[2]} net {net}")
    print(f"   effective tax {(sum(taxes) / gross):.2%}, hourly net {(net / total).quantize(CENT, ROUND_DOWN)}")
annual = Decimal("85000")
for periods in (12, 24, 26, 52):
    per = (annual / periods).quantize(CENT, ROUND_HALF_UP)
    print(periods, per, per * periods - annual)
