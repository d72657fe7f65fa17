from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING, ROUND_UP

def tip_table(bill, percents=(15, 18, 20, 22, 25)):
    bill = Decimal(bill)
    for p in percents:
        tip = (bill * Decimal(p) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
        total = bill + tip
        rounded_up = total.quantize(Decimal("1"), rounding=ROUND_CEILING)
        print(f"  {p:>2}%: tip {tip:>6} total {total:>7} round up to {rounded_up} (extra tip {rounded_up - total})")

for bill in ["47.80", "123.45", "9.99", "250"]:
    print("bill", bill)
    tip_table(bill)
per_person = (Decimal("123.45") * Decimal("1.2") / 4).quantize(Decimal("0.05"), rounding=ROUND_UP)
print("each pays (nickel rounding):", per_person)
print(Decimal("0.125").quantize(Decimal("0.01"), ROUND_HALF_UP), Decimal("0.135").quantize(Decimal("0.01"), ROUND_HALF_UP))
