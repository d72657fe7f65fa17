from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_EVEN
from collections import defaultdict
from enum import Enum
import calendar
import itertools

class Freq(Enum):
    WEEKLY = 7
    BIWEEKLY = 14
    MONTHLY = 0

@dataclass(frozen=True)
class Item:
    name: str
    amount: Decimal
    freq: Freq
    start: date
    category: str = "misc"

    def occurrences(self, first: date, last: date):
        d = self.start
        while d <= last:
            if d >= first:
                yield d
            if self.freq is Freq.MONTHLY:
                month = d.month % 12 + 1
                year = d.year + (d.month == 12)
                day = min(self.start.day, calendar.monthrange(year, month)[1])
                d = date(year, month, day)
            else:
                d += timedelta(days=self.freq.value)

@dataclass
class Ledger:
    items: list = field(default_factory=list)

    def forecast(self, first, last):
        rows = sorted(((d, it) for it in self.items for d in it.occurrences(first, last)),
                      key=lambda r: (r[0], r[1].amount))
        balance = Decimal("0")
        for d, it in rows:
            balance += it.amount
            yield d, it, balance

cents = Decimal("0.01")
ledger = Ledger([
    Item("salary", Decimal("2500.00"), Freq.BIWEEKLY, date(2024, 1, 5), "income"),
    Item("rent", Decimal("-1400"), Freq.MONTHLY, date(2024, 1, 31), "housing"),
    Item("groceries", Decimal("-87.455"), Freq.WEEKLY, date(2024, 1, 2), "food"),
    Item("gym", Decimal("-39.99"), Freq.MONTHLY, date(2024, 1, 15), "health"),
])
by_month = defaultdict(lambda: defaultdict(Decimal))
low = None
for d, it, bal in ledger.forecast(date(2024, 1, 1), date(2024, 3, 31)):
    by_month[d.strftime("%Y-%m")][it.category] += it.amount
    if low is None or bal < low[1]:
        low = (d, bal)
    if it.freq is Freq.MONTHLY:
        print(f"{d:%b %d} {it.name:<9} {it.amount.quantize(cents, ROUND_HALF_EVEN):>9} -> {bal.quantize(cents):>9}")
print("lowest balance:", low[0].isoformat(), low[1].quantize(cents))
cats = sorted({c for m in by_month.values() for c in m})
print(f"{'month':<8}" + "".join(f"{c:>10}" for c in cats) + f"{'net':>10}")
for month, totals in sorted(by_month.items()):
    net = sum(totals.values(), Decimal(0))
    print(f"{month:<8}" + "".join(f"{totals.get(c, Decimal(0)).quantize(cents):>10}" for c in cats) + f"{net.quantize(cents):>+10}")
rent_days = [d.day for d in ledger.items[1].occurrences(date(2024, 1, 1), date(2024, 6, 30))]
print(rent_days, list(itertools.islice(ledger.items[0].occurrences(date(2024, 2, 1), date(2024, 12, 31)), 3)))
try:
    ledger.items[0].amount = Decimal(0)
except Exception as e:
    print(type(e).__name__, e)
