from datetime import datetime, date, time, timedelta, timezone
for s in ["2024-03-05T14:07:08Z", "20240305", "20240305T140708", "2024-W10-2", "2024-03-05T14", "2024-03-05T14:07", "2024-03-05 14:07:08.1", "2024-03-05T14:07:08,123", "2024-03-05T14:07:08.123456789", "2024-03-05T14:07:08+0530", "2024-03-05T14:07:08-03", "2024-03-05T24:00:00", "2024-065"]:
    try:
        print(s, "->", repr(datetime.fromisoformat(s)))
    except ValueError as e:
        print(s, "-> ValueError:", e)
for s in ["14:07", "14:07:08.5", "T14:07:08Z", "1407", "14:07:08+01:00", "25:00"]:
    try:
        print(s, "->", repr(time.fromisoformat(s)))
    except ValueError as e:
        print(s, "-> ValueError:", e)
for s in ["2024-W01-1", "20241231", "2024-1-1", "2024-02-30"]:
    try:
        print(s, "->", repr(date.fromisoformat(s)))
    except ValueError as e:
        print(s, "-> ValueError:", e)
print(date.fromisocalendar(2024, 1, 1), date(5, 1, 1), date(5, 1, 1).strftime("%Y|%y|%C" if False else "%Y|%y"), date(999, 12, 31).isoformat())
print(datetime(2024, 1, 1, 0, 0, 0, 500).isoformat(timespec="milliseconds"), datetime(2024,1,1,1,2,3,999999).isoformat(timespec="microseconds"))
print(time(1, 2, 3, 456000).isoformat(), time(1, 2, 3, 456000).isoformat("milliseconds"), time(0).isoformat("hours"))
try:
    time(1).isoformat("bogus")
except ValueError as e:
    print("ValueError:", e)
tz = timezone(timedelta(hours=-3, minutes=-30), "NST")
dt = datetime(2024, 6, 1, 12, tzinfo=tz)
print(dt, dt.tzname(), repr(tz), str(tz), dt.utcoffset(), dt.strftime("%z|%Z|%:z" if False else "%z|%Z"), timezone(timedelta(0)), timezone(timedelta(seconds=3661)))
print(dt.astimezone(timezone(timedelta(hours=9))), dt == datetime(2024, 6, 1, 15, 30, tzinfo=timezone.utc), dt.timestamp())
print(datetime.fromtimestamp(0, tz=timezone.utc), datetime.fromtimestamp(1700000000.5, timezone.utc), datetime(2024,1,1, tzinfo=timezone.utc).timestamp())
print(datetime.utcfromtimestamp(86400 * 365), date.fromtimestamp(0) if False else "", datetime(1970,1,1) + timedelta(seconds=1e9))
print(timedelta(days=1, hours=25, minutes=61, seconds=61.5), timedelta(days=0.5), timedelta(minutes=-1.5), timedelta(seconds=-0.000001), repr(timedelta(seconds=3.25)))
print(timedelta(hours=36).total_seconds() / 3600, divmod(timedelta(hours=50), timedelta(days=1)), timedelta(days=7) == timedelta(weeks=1), bool(timedelta(0)))
print(round((datetime(2024,3,10,18) - datetime(2024,3,10,9,15)).total_seconds() / 3600, 2), str(datetime(2024,3,10,9,15) - datetime(2024,3,10,18)))
start = date(2024, 1, 31)
import calendar
def add_months(d, n):
    m = d.month - 1 + n; y = d.year + m // 12; m = m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print([str(add_months(start, i)) for i in range(5)], calendar.isleap(2100), calendar.monthrange(2024, 2), calendar.day_name[0], calendar.month_abbr[12])
