from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum
from typing import Optional
class Coupon(Enum):
    NONE = ("none", Decimal("0"))
    TEN = ("10off", Decimal("0.10"))
    BULK = ("bulk", Decimal("0.15"))
    def __init__(self, code, rate):
        self.code, self.rate = code, rate
CENT = Decimal("0.01")
@dataclass
class Line:
    sku: str
    unit: Decimal
    qty: int = 1
    @property
    def subtotal(self): return (self.unit * self.qty).quantize(CENT)
@dataclass
class Cart:
    lines: list = field(default_factory=list)
    coupon: Coupon = Coupon.NONE
    tax_rate: Decimal = Decimal("0.0725")
    def add(self, sku, unit, qty=1):
        for l in self.lines:
            if l.sku == sku:
                l.qty += qty
                return self
        self.lines.append(Line(sku, Decimal(str(unit)), qty))
        return self
    def remove(self, sku, qty: Optional[int] = None):
        for l in list(self.lines):
            if l.sku == sku:
                if qty is None or qty >= l.qty: self.lines.remove(l)
                else: l.qty -= qty
                return
        raise KeyError(sku)
    def totals(self):
        sub = sum((l.subtotal for l in self.lines), Decimal("0"))
        disc = (sub * self.coupon.rate).quantize(CENT, ROUND_HALF_UP)
        tax = ((sub - disc) * self.tax_rate).quantize(CENT, ROUND_HALF_UP)
        return {"subtotal": sub, "discount": -disc, "tax": tax, "total": sub - disc + tax}
cart = Cart().add("apple", 0.5, 6).add("bread", 3.25).add("apple", 0.5, 2).add("cheese", "7.99", 2)
print(cart.lines)
print({k: str(v) for k, v in cart.totals().items()})
cart.coupon = Coupon.TEN
for k, v in cart.totals().items(): print(f"{k.title():<10}{v:>10}")
cart.remove("apple", 3); cart.remove("bread")
print([(l.sku, l.qty, l.subtotal) for l in cart.lines], cart.totals()["total"])
try:
    cart.remove("milk")
except KeyError as e:
    print("KeyError:", e)
cart.coupon = Coupon.BULK
print(cart.coupon, cart.coupon.code, cart.coupon.rate, Coupon("10off", Decimal("0.10")) if False else Coupon.TEN.value, [c.name for c in Coupon])
receipt = "\n".join(f"{l.qty:>3} x {l.sku:<8} @ {l.unit:>6} = {l.subtotal:>8}" for l in cart.lines)
print(receipt); print("-" * 36); print(f"{'TOTAL':>27} {cart.totals()['total']:>8}")
