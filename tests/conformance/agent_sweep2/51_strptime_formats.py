from datetime import datetime, timedelta, timezone
fmts = [("2024-03-05", "%Y-%m-%d"), ("05/03/2024 14:07", "%d/%m/%Y %H:%M"),
        ("Mar 5 2024", "%b %d %Y"), ("Tuesday, 5 March 2024", "%A, %d %B %Y"),
        ("2024-03-05T14:07:09.123456", "%Y-%m-%dT%H:%M:%S.%f"), ("2:07 PM", "%I:%M %p"),
        ("24-3-5", "%y-%m-%d"), ("2024 065", "%Y %j")]
for s, f in fmts:
    print(datetime.strptime(s, f))
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2024-01-01 extra", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
dt = datetime(2024, 3, 5, 14, 7, 9, 123456)
print(dt.strftime("%j %U %W %w %y %f %%"), dt.strftime("%c"), dt.strftime("%x %X"))
utc = dt.replace(tzinfo=timezone.utc)
print(utc, utc.isoformat(), utc.tzname(), utc.utcoffset())
est = timezone(timedelta(hours=-5), "EST")
print(utc.astimezone(est), utc.astimezone(est).strftime("%H:%M %Z %z"))
print(datetime.fromisoformat("2024-03-05T14:07:09+02:00"))
print(datetime(2024, 1, 1, tzinfo=timezone.utc) - datetime(2023, 12, 31, 20, tzinfo=est))
