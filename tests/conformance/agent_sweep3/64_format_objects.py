from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal
from fractions import Fraction
import enum
class Color(enum.Enum):
    RED = "r"
class Num(enum.IntEnum):
    ONE = 1
class Flag(enum.IntFlag):
    A = 1
    B = 2
objs = [date(2024, 1, 2), datetime(2024, 1, 2, 3, 4, 5), time(3, 4), timedelta(hours=5), timezone.utc, Decimal("1.50"), Fraction(1, 3), Color.RED, Num.ONE, Flag.A | Flag.B, None, [1], (1,), {"a": 1}, 1 + 2j, b"x", range(3)]
for o in objs:
    row = [type(o).__name__, format(o, ""), f"{o}", str(o), repr(o)]
    try:
        row.append(format(o, ">12"))
    except (TypeError, ValueError) as e:
        row.append(f"{type(e).__name__}: {e}")
    print(" | ".join(row))
print(f"{Num.ONE:03d}", f"{Num.ONE + 1}", f"{Flag.A:>4}", f"{date(2024, 1, 2):}", f"{time(5):%I %p}", f"{Color.RED.value:^5}", f"{Color.RED.name!r}")
