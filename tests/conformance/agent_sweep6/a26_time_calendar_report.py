import calendar
import time
from datetime import date, timedelta

cal = calendar.TextCalendar(firstweekday=calendar.MONDAY)
print(cal.formatmonth(2024, 2))
print(calendar.TextCalendar(calendar.SUNDAY).formatweekheader(3))
print(calendar.month_name[1:4], list(calendar.day_abbr), calendar.firstweekday())
print(calendar.monthcalendar(2024, 3)[0], calendar.monthrange(2023, 2), calendar.leapdays(2000, 2025))
print([d for d in calendar.Calendar().itermonthdates(2024, 1)][:3], len(list(calendar.Calendar(6).itermonthdays2(2024, 1))))
busy = {date(2024, 2, 5), date(2024, 2, 14), date(2024, 2, 29)}
for week in calendar.Calendar(calendar.MONDAY).monthdatescalendar(2024, 2):
    cells = []
    for d in week:
        mark = "*" if d in busy else " "
        cells.append(f"{d.day:>2}{mark}" if d.month == 2 else "   ")
    print(" ".join(cells))
print(calendar.weekday(2024, 2, 29), calendar.day_name[calendar.weekday(2024, 2, 29)], calendar.isleap(2024))
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print("IllegalMonthError:", e)
try:
    calendar.weekday(2024, 2, 30)
except ValueError as e:
    print("ValueError:", e)

t = time.gmtime(86400 * 365 + 3661)
print(t, t.tm_year, t.tm_yday, t[:3])
print(time.strftime("%Y-%m-%d %H:%M:%S %a %j", t), time.asctime(t))
print(time.mktime(time.localtime(0)) == 0 or True, calendar.timegm(t), time.strptime("2024-02-29", "%Y-%m-%d")[:6])
st = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0))
print(st, st.tm_wday, time.strftime("%b %d", st))
start = time.perf_counter()
acc = sum(i * i for i in range(1000))
elapsed = time.perf_counter() - start
print(acc, elapsed >= 0, isinstance(time.time(), float), time.monotonic() > 0, type(time.time_ns()).__name__)
def business_days(start, end, holidays=()):
    d = start
    n = 0
    while d <= end:
        if d.weekday() < 5 and d not in holidays:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 2, 1), date(2024, 2, 29), {date(2024, 2, 19)}))
print(calendar.HTMLCalendar().formatmonthname(2024, 5, withyear=True))
