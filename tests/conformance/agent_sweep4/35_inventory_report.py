from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import List
import textwrap
@dataclass
class Product:
    sku: str
    name: str
    price: Decimal
    stock: int = 0
    tags: List[str] = field(default_factory=list)
    @property
    def value(self) -> Decimal: return self.price * self.stock
catalog = [
    Product("A-100", "Widget, small", Decimal("2.50"), 120, ["metal"]),
    Product("A-200", "Widget, large", Decimal("4.75"), 0, ["metal", "heavy"]),
    Product("B-001", "Gadget", Decimal("19.99"), 7),
    Product("C-042", "Thingamajig deluxe edition with extra long name", Decimal("149.00"), 2, ["premium"]),
]
out_of_stock = [p.sku for p in catalog if not p.stock]
print("Out of stock:", ", ".join(out_of_stock) or "none")
W = 24
header = f"{'SKU':<6} {'Name':<{W}} {'Price':>8} {'Qty':>5} {'Value':>10}"
print(header); print("=" * len(header))
for p in sorted(catalog, key=lambda p: p.value, reverse=True):
    name = textwrap.shorten(p.name, W, placeholder="...")
    print(f"{p.sku:<6} {name:<{W}} {p.price:>8} {p.stock:>5} {p.value:>10,.2f}")
total = sum((p.value for p in catalog), Decimal(0))
print(f"{'':<6} {'TOTAL':<{W}} {'':>8} {sum(p.stock for p in catalog):>5} {total:>10,.2f}")
print(total, repr(total), f"{total:.1f}", f"{total:e}", total / len(catalog), (total / len(catalog)).quantize(Decimal("0.01")))
tag_index = {}
for p in catalog:
    for t in p.tags or ["(untagged)"]:
        tag_index.setdefault(t, []).append(p.sku)
for t in sorted(tag_index): print(f"  {t:.<15}{','.join(tag_index[t]):.>15}")
restock = {p.sku: max(0, 50 - p.stock) for p in catalog}
print(restock, sum(restock.values()), [k for k, v in restock.items() if v > 40])
cheapest = min(catalog, key=lambda p: (p.price, p.sku))
print(cheapest, cheapest == Product("A-100", "Widget, small", Decimal("2.5"), 120, ["metal"]))
today = date(2024, 6, 30)
expiry = {p.sku: date(2024, 7, 1 + i * 10) for i, p in enumerate(catalog)}
for sku, d in expiry.items():
    days = (d - today).days
    status = "EXPIRED" if days < 0 else "soon" if days <= 7 else "ok"
    print(f"{sku}: {d:%d %b %Y} ({days:+d} days) {status}")
