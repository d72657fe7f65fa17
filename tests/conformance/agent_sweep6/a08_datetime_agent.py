from datetime import datetime, date, time, timedelta, timezone

events = [
    ("deploy", "2024-02-28T23:15:00+00:00"),
    ("rollback", "2024-02-29T01:05:30+00:00"),
    ("deploy", "2024-03-01T09:00:00-05:00"),
    ("alert", "2024-03-01 14:30:00"),
]
parsed = []
for name, ts in events:
    dt = datetime.fromisoformat(ts)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    parsed.append((name, dt))
parsed.sort(key=lambda e: e[1])
prev = None
for name, dt in parsed:
    gap = dt - prev if prev else timedelta(0)
    print(f"{name:<9} {dt.astimezone(timezone.utc):%Y-%m-%d %H:%M} UTC  +{gap}  {dt.isoformat()}")
    prev = dt
print(parsed[-1][1] - parsed[0][1], (parsed[-1][1] - parsed[0][1]).total_seconds())
td = timedelta(days=-1, seconds=30)
print(td, repr(td), abs(td), td * 3, td / 2, timedelta(hours=25) // timedelta(hours=1))
print(timedelta(days=400, microseconds=5), timedelta(weeks=1.5), repr(timedelta(0)))
print(timedelta(hours=1) % timedelta(minutes=25), divmod(timedelta(hours=1), timedelta(minutes=25)))
d = date(2024, 1, 31)
def add_month(d):
    y, m = divmod(d.month, 12)
    y, m = d.year + y, m + 1
    import calendar
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print([str(d := add_month(d)) for _ in range(4)])
print(date(2024, 3, 10).isocalendar(), date(2024, 12, 30).isocalendar().week, date(2024, 3, 10).weekday(), date(2024, 3, 10).isoweekday())
print(date.fromisocalendar(2024, 1, 1), date.fromordinal(738000), date(2024, 1, 1).toordinal())
print(datetime(2024, 5, 6, 7, 8, 9, 123456).strftime("%a %b %d %j %U %W %I%p %f %y %%"))
print(datetime(2024, 5, 6).strftime("%A, %B %-d" if False else "%A, %B %d"), time(13, 5).strftime("%H:%M %p"))
print(datetime.strptime("06/05/24 7:08 PM", "%d/%m/%y %I:%M %p"))
print(datetime.strptime("2024-W10-1", "%G-W%V-%u") if False else datetime.strptime("2024 70", "%Y %j"))
tz = timezone(timedelta(hours=5, minutes=30), "IST")
dt = datetime(2024, 3, 1, 12, 0, tzinfo=tz)
print(dt, dt.tzname(), dt.utcoffset(), dt.astimezone(timezone.utc), repr(tz), str(timezone(timedelta(hours=-3))))
print(dt.timestamp(), datetime.fromtimestamp(0, timezone.utc), datetime.fromtimestamp(1709294400.5, tz=timezone.utc))
print(time(9, 30, 15, 500).isoformat(), time(9, 30).isoformat("minutes"), datetime(2024, 1, 1, 0, 0, 1).isoformat(sep=" ", timespec="milliseconds"))
print(date(2024, 2, 29) + timedelta(days=365), date.max, datetime.min, time.max)
print(datetime(2024, 1, 1) < datetime(2024, 1, 1, 0, 0, 1), date(2024, 1, 1) == datetime(2024, 1, 1))
print(sorted([date(2024, 3, 1), date(2023, 12, 31), date(2024, 1, 15)]), max(time(1), time(0, 59)))
for bad in [("2024-02-30", "%Y-%m-%d"), ("12:61", "%H:%M"), ("2024-01-01 extra", "%Y-%m-%d")]:
    try:
        datetime.strptime(*bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    datetime(2024, 1, 1, tzinfo=timezone.utc) - datetime(2024, 1, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
