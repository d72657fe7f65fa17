from dataclasses import dataclass
from functools import cached_property

@dataclass(frozen=True)
class Invoice:
    lines: tuple
    tax_rate: float = 0.2

    @cached_property
    def subtotal(self):
        return sum(qty * price for qty, price in self.lines)

    @cached_property
    def total(self):
        return round(self.subtotal * (1 + self.tax_rate), 2)

inv = Invoice(((2, 9.99), (1, 24.5)))
print(inv.subtotal, inv.total)
inv.tax_rate = 0.25
