from decimal import Decimal, ROUND_HALF_EVEN, InvalidOperation

class Money:
    def __init__(self, amount, currency="USD"):
        self.amount = Decimal(str(amount)).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
        self.currency = currency

    def __add__(self, other):
        if other.currency != self.currency:
            raise ValueError(f"cannot add {other.currency} to {self.currency}")
        return Money(self.amount + other.amount, self.currency)

    def __mul__(self, factor):
        return Money(self.amount * Decimal(str(factor)), self.currency)

    def __repr__(self):
        return f"Money({self.amount!s}, {self.currency!r})"

    def __str__(self):
        return f"{self.amount:,.2f} {self.currency}"

    def allocate(self, ratios):
        total = sum(ratios)
        cents = int(self.amount * 100)
        parts = [cents * r // total for r in ratios]
        for i in range(cents - sum(parts)):
            parts[i] += 1
        return [Money(Decimal(p) / 100, self.currency) for p in parts]

a = Money(19.99)
b = Money("5.015")
print(a, b, a + b, repr(a * 3), a * 0.1, a * Decimal("1.075"))
print(Money(100).allocate([1, 1, 1]), Money("0.05").allocate([3, 7]))
try:
    a + Money(1, "EUR")
except ValueError as e:
    print("ValueError:", e)
try:
    Money("12,00")
except InvalidOperation as e:
    print("bad amount:", type(e).__name__)

class Price(Decimal):
    def with_tax(self, rate="0.2"):
        return (self * (1 + Decimal(rate))).quantize(Decimal("0.01"))

p = Price("49.90")
print(repr(p), type(p).__name__, p.with_tax(), type(p.with_tax()).__name__, isinstance(p, Decimal), p == Decimal("49.9"))
print(sorted([Price("3"), Decimal("2.5"), Price("1.25")]), Price.from_float(0.25), type(Price.from_float(0.25)).__name__)
