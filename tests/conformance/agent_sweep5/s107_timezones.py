from datetime import datetime, timezone, timedelta, date, time
utc = timezone.utc
est = timezone(timedelta(hours=-5), "EST")
ist = timezone(timedelta(hours=5, minutes=30))
d = datetime(2024, 3, 10, 12, 0, tzinfo=utc)
print(d, d.astimezone(est), d.astimezone(ist), d.astimezone(ist).isoformat(), repr(est), repr(ist), str(ist), repr(utc))
print(d.strftime("%Y-%m-%d %H:%M %Z %z"), d.astimezone(est).strftime("%Z %z"), d.tzname(), d.utcoffset(), d.dst())
print(datetime(2024, 1, 1) == datetime(2024, 1, 1, tzinfo=utc), d == d.astimezone(est), d - d.astimezone(ist))
try:
    datetime(2024, 1, 1) < d
except TypeError as e:
    print(e)
try:
    datetime(2024, 1, 1) - d
except TypeError as e:
    print(e)
print(datetime.fromisoformat("2024-03-10T12:00:00+05:30"), datetime.fromisoformat("2024-03-10T12:00:00Z"), datetime.fromisoformat("20240310T120000"))
print(datetime.fromtimestamp(0, tz=utc), datetime.fromtimestamp(86400.5, tz=est), d.timestamp(), datetime(2024, 1, 1, tzinfo=ist).timestamp())
print(datetime.strptime("2024-03-10 12:00 +0200", "%Y-%m-%d %H:%M %z"), datetime.strptime("10/Mar/2024:13:55:36 -0700", "%d/%b/%Y:%H:%M:%S %z").utcoffset())
print(d.replace(tzinfo=None), d.replace(tzinfo=None).isoformat(timespec="minutes"), d.isoformat(sep=" ", timespec="seconds"), time(1, 2, 3, 4000).isoformat())
print(datetime.combine(date(2024, 1, 2), time(3, 4), tzinfo=est), timedelta(hours=-1.5), timedelta(microseconds=-1), abs(timedelta(days=-2, hours=3)))
print(timezone(timedelta(0)), timezone(timedelta(hours=1)).tzname(None), timezone.min, timezone.max, utc.utcoffset(None))
print(sorted([d, d.astimezone(est), datetime(2024, 3, 10, 11, tzinfo=utc)]), max(d, d + timedelta(seconds=1)).second)
print(f"{d:%A, %B %d, %Y at %I:%M %p %Z}", d.ctime(), d.date(), d.time(), d.timetz(), d.weekday(), d.isoweekday(), d.toordinal())
print(datetime.min, datetime.max, date.min, timedelta.max, timedelta.resolution, datetime(2024, 2, 29) + timedelta(days=365))
