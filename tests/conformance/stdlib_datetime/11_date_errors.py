from datetime import date, datetime, time

cases = [
    ("year 10000", lambda: date(10000, 1, 1)),
    ("year 0", lambda: date(0, 12, 31)),
    ("month 13", lambda: date(2024, 13, 1)),
    ("Feb 30", lambda: date(2024, 2, 30)),
    ("Feb 29 2023", lambda: date(2023, 2, 29)),
    ("Apr 31", lambda: datetime(2024, 4, 31, 12)),
    ("day 0", lambda: date(2024, 1, 0)),
    ("hour 24", lambda: datetime(2024, 1, 1, 24)),
    ("minute 60", lambda: time(10, 60)),
    ("second 60", lambda: time(10, 0, 60)),
    ("microsecond", lambda: time(10, 0, 0, 1000000)),
    ("fold", lambda: time(10, fold=2)),
    ("float year", lambda: date(2024.0, 1, 1)),
    ("str month", lambda: date(2024, "1", 1)),
    ("None day", lambda: date(2024, 1, None)),
    ("missing day", lambda: date(2024, 1)),
    ("missing all", lambda: datetime()),
    ("too many", lambda: date(2024, 1, 1, 0)),
    ("bad keyword", lambda: datetime(2024, 1, 1, hours=5)),
    ("huge", lambda: date(2 ** 40, 1, 1)),
    ("negative huge", lambda: date(-2 ** 40, 1, 1)),
    ("bad tzinfo", lambda: datetime(2024, 1, 1, tzinfo="UTC")),
    ("ordinal 0", lambda: date.fromordinal(0)),
    ("ordinal big", lambda: date.fromordinal(3652060)),
    ("replace month", lambda: date(2024, 1, 31).replace(month=2)),
    ("replace kw", lambda: date(2024, 1, 31).replace(years=1)),
    ("too many positional", lambda: datetime(2024, 1, 1, 1, 1, 1, 1, None, 0)),
]
for label, make in cases:
    try:
        print(label, "->", repr(make()))
    except (ValueError, TypeError, OverflowError) as e:
        print(label, "->", type(e).__name__, e)
print(date(9999, 12, 31), date(1, 1, 1), datetime(2024, 2, 29, 23, 59, 59, 999999))
