from datetime import date, datetime, timedelta
from decimal import Decimal
from fractions import Fraction
class MyDate(date):
    def label(self): return self.strftime("%b %d")
d = MyDate(2024, 2, 28)
print(type(d + timedelta(days=1)).__name__, type(d.replace(day=1)).__name__, type(MyDate.today()).__name__ if False else "", (d + timedelta(days=2)).label() if isinstance(d + timedelta(days=2), MyDate) else "plain")
print(type(MyDate.fromisoformat("2024-01-01")).__name__, type(MyDate.fromordinal(700000)).__name__, repr(d), str(d))
class Stamp(datetime):
    def __str__(self): return self.strftime("%Y%m%dT%H%M")
s = Stamp(2024, 1, 2, 3, 4)
print(s, repr(s), type(s + timedelta(hours=1)).__name__, type(s - timedelta(hours=1)).__name__, type(s - s).__name__, f"{s}", f"{s:%H}")
print(type(Stamp.strptime("2024", "%Y")).__name__, type(Stamp.fromisoformat("2024-01-01T00:00")).__name__, type(s.astimezone(None) if False else s.replace(minute=0)).__name__)
class Money(Decimal):
    def __str__(self): return f"${self:,.2f}"
m = Money("1234.5")
print(m, repr(m), type(m + 1).__name__, type(-m).__name__, f"{m}", f"{m:.1f}", str(m.quantize(Decimal("0.1"))))
class Ratio(Fraction):
    pass
r = Ratio(1, 3)
print(r, repr(r), type(r + 1).__name__, type(r * r).__name__, type(abs(r)).__name__, Ratio("2/4"))
class Days(timedelta):
    pass
dd = Days(days=3)
print(dd, repr(dd), type(dd + timedelta(1)).__name__, type(dd * 2).__name__, type(-dd).__name__)
