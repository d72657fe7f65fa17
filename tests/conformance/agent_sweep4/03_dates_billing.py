from datetime import date, datetime, timedelta, timezone
import calendar
start = date(2024, 1, 31)
def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, calendar.monthrange(y, m)[1])
    return d.replace(year=y, month=m, day=day)
print([str(add_months(start, i)) for i in range(6)])
print(calendar.monthrange(2023, 2), calendar.isleap(1900), calendar.leapdays(2000, 2025), calendar.weekday(2024, 7, 4))
print(calendar.month_name[3], calendar.day_abbr[0], list(calendar.month_abbr)[:4], calendar.day_name[6])
print(calendar.month(2024, 2))
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(2024, 3))
cal = calendar.Calendar(firstweekday=0)
print([d for d in cal.itermonthdays(2024, 2)][:10])
print(cal.monthdayscalendar(2024, 4)[0], len(cal.monthdatescalendar(2024, 9)))
due = datetime(2024, 3, 15, 17, 0)
now = datetime(2024, 3, 10, 9, 30)
left = due - now
print(left, left.days, left.seconds // 3600, divmod(left.total_seconds(), 3600))
bdays = sum(1 for i in range((due.date() - now.date()).days) if (now.date() + timedelta(i)).weekday() < 5)
print("business days:", bdays)
utc = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
for off in (-7, 0, 5.5, 9):
    tz = timezone(timedelta(hours=off))
    loc = utc.astimezone(tz)
    print(loc.isoformat(), loc.strftime("%Y-%m-%d %H:%M %Z"), loc.utcoffset())
print(timezone(timedelta(hours=-3), "BRT"), timezone(timedelta(0)), timezone(timedelta(minutes=-90)).tzname(None))
print(datetime(2024, 3, 10, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(1700000000, tz=timezone.utc))
print(datetime.fromtimestamp(0, timezone(timedelta(hours=2))), datetime.utcfromtimestamp(86400 * 365))
print(date(2024, 12, 30).isocalendar(), date(2021, 1, 3).isocalendar().week, date.fromisocalendar(2024, 1, 1))
print(datetime(2024, 1, 1, 0, 0) - datetime(2024, 1, 1, 0, 0, tzinfo=None), (utc - datetime(2024, 1, 1, tzinfo=timezone.utc)).days)
print(sorted([date(2024, 5, 1), date(2023, 1, 9), date(2024, 1, 1)], reverse=True))
print(datetime(2024, 2, 29).replace(year=2025) if False else "skip", date(2024, 2, 29) + timedelta(days=365))
try:
    date(2024, 2, 29).replace(year=2025)
except ValueError as e:
    print("ValueError:", e)
try:
    datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=timezone.utc)
except TypeError as e:
    print("TypeError:", e)
try:
    datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc)
except TypeError as e:
    print("TypeError:", e)
print(datetime(2024, 1, 1, tzinfo=timezone.utc) == datetime(2024, 1, 1))
