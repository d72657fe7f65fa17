from decimal import Decimal, getcontext

offers = [
    ("Brand A 500g", Decimal("3.49"), Decimal("500")),
    ("Brand B 1.2kg", Decimal("7.99"), Decimal("1200")),
    ("Brand C 750g", Decimal("4.85"), Decimal("750")),
    ("Bulk 5kg", Decimal("29.90"), Decimal("5000")),
]
per_kg = []
for name, price, grams in offers:
    unit = price / grams * 1000
    per_kg.append((unit, name))
    print(f"{name:<14} {price:>6} -> {unit.quantize(Decimal('0.001'))} per kg ({unit})")
best = min(per_kg)
print("best value:", best[1], best[0].quantize(Decimal("0.01")))

tiers = [(Decimal(100), Decimal("0.10")), (Decimal(50), Decimal("0.05")), (Decimal(10), Decimal("0.02"))]
def discounted(qty, unit_price):
    for threshold, rate in tiers:
        if qty >= threshold:
            return (qty * unit_price * (1 - rate)).quantize(Decimal("0.01"))
    return (qty * unit_price).quantize(Decimal("0.01"))
for q in (1, 10, 49, 50, 99, 100, 250):
    q = Decimal(q)
    total = discounted(q, Decimal("2.35"))
    print(q, total, (total / q).quantize(Decimal("0.0001")))
getcontext().prec = 6
print(Decimal("29.90") / 5000, Decimal(1) / 3 * 3, Decimal("7.99") / Decimal("1.2"))
