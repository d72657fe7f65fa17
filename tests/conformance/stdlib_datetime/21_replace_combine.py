from datetime import date, datetime, time, timedelta, timezone

d = date(2024, 1, 31)
print(d.replace(day=1), d.replace(year=2025, month=6, day=15), d.replace(2020), d.replace())
start_of_month = [date(2024, m, 1) for m in range(1, 13)]
end_of_month = [(s.replace(month=s.month % 12 + 1, year=s.year + s.month // 12) - timedelta(days=1)).day for s in start_of_month]
print(end_of_month)
dt = datetime(2024, 3, 5, 14, 30, 15, 500)
print(dt.replace(hour=0, minute=0, second=0, microsecond=0), dt.replace(tzinfo=timezone.utc), dt.replace(fold=1))
print(repr(dt.replace(microsecond=0).replace(tzinfo=timezone(timedelta(hours=3)))))
print(datetime.combine(date(2024, 3, 5), time(9, 15)), datetime.combine(d, time(23, 59, 59, tzinfo=timezone.utc)))
print(datetime.combine(d, time(8, tzinfo=timezone.utc), tzinfo=None), datetime.combine(dt, time(1)))
print(datetime.combine(date(2024, 3, 5), time(9), timezone(timedelta(hours=-7))).isoformat())
print(dt.date(), dt.time(), repr(dt.timetz()), type(dt.date()).__name__)
print(time(9, 30).replace(minute=45), time(9, 30, tzinfo=timezone.utc).replace(tzinfo=None), repr(time(9).replace(fold=1)))
slots = [datetime.combine(date(2024, 3, 5), time(9)) + i * timedelta(minutes=45) for i in range(6)]
print([s.strftime("%H:%M") for s in slots])
for call in [lambda: d.replace(month=13), lambda: dt.replace(hour=24), lambda: dt.replace(tzinfo=1),
             lambda: dt.replace(fold=2), lambda: time(1).replace(second=60), lambda: datetime.combine(d, "9:00"),
             lambda: datetime.combine("2024-01-01", time(1)), lambda: datetime.combine(d)]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
