# Dataclass fields keep their annotations as strings.
from __future__ import annotations

from dataclasses import dataclass, fields, field, KW_ONLY, InitVar
from typing import ClassVar


@dataclass
class Invoice:
    number: str
    amount: float
    lines: list[tuple[str, int]] = field(default_factory=list)
    currency: ClassVar[str] = "EUR"
    _: KW_ONLY
    paid: bool = False
    discount: InitVar[float] = 0.0

    def __post_init__(self, discount):
        self.amount = round(self.amount * (1 - discount), 2)


inv = Invoice("A-1", 100.0, [("pen", 2)], paid=True, discount=0.1)
print(inv)
print([(f.name, f.type) for f in fields(Invoice)])
print(Invoice.currency)
try:
    Invoice("A-2", 5.0, [], True)
except TypeError as e:
    print("TypeError", e)
