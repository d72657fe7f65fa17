import calendar
from datetime import date, datetime, timedelta, timezone
from collections import defaultdict
events = [
    ("Standup", "2024-03-04T09:00", 15, "weekly"), ("Review", "2024-03-06T14:30", 60, None), ("1:1", "2024-03-05T11:00", 30, "biweekly"),
    ("Launch", "2024-03-29T16:00", 90, None), ("Retro", "2024-03-15T15:00", 45, "monthly"),
]
def occurrences(start, rule, until):
    d = start
    while d <= until:
        yield d
        if rule is None: break
        if rule == "weekly": d += timedelta(weeks=1)
        elif rule == "biweekly": d += timedelta(weeks=2)
        elif rule == "monthly":
            m = d.month % 12 + 1; y = d.year + (d.month == 12)
            d = d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
until = datetime(2024, 4, 30, 23, 59)
by_day = defaultdict(list)
for name, start, mins, rule in events:
    for occ in occurrences(datetime.fromisoformat(start), rule, until):
        by_day[occ.date()].append((occ.time(), name, mins))
print(len(by_day), sum(map(len, by_day.values())))
for d in sorted(by_day)[:8]:
    items = ", ".join(f"{t:%H:%M} {n} ({m}m)" for t, n, m in sorted(by_day[d]))
    print(f"{d:%a %d %b}: {items}")
cal = calendar.TextCalendar(calendar.MONDAY)
month = cal.formatmonth(2024, 3)
busy = {d.day for d in by_day if d.month == 3}
marked = "\n".join(" ".join(f"{tok}*" if tok.isdigit() and int(tok) in busy else tok for tok in line.split(" ")) for line in month.splitlines())
print(marked)
load = defaultdict(int)
for d, items in by_day.items():
    load[d.isocalendar().week] += sum(m for _, _, m in items)
print(dict(sorted(load.items())), max(load, key=load.get))
tz_ny = timezone(timedelta(hours=-5), "EST"); tz_in = timezone(timedelta(hours=5, minutes=30), "IST")
launch = datetime(2024, 3, 29, 16, 0, tzinfo=timezone.utc)
for tz in (tz_ny, tz_in, timezone.utc):
    loc = launch.astimezone(tz)
    print(f"{tz.tzname(None):>4}: {loc:%Y-%m-%d %H:%M %z} ({loc.strftime('%A')})")
free = []
day_start, day_end = datetime(2024, 3, 6, 9), datetime(2024, 3, 6, 17)
busy_slots = [(datetime.combine(date(2024, 3, 6), t), datetime.combine(date(2024, 3, 6), t) + timedelta(minutes=m)) for t, _, m in sorted(by_day[date(2024, 3, 6)])]
cur = day_start
for s, e in busy_slots:
    if s > cur: free.append((cur.strftime("%H:%M"), s.strftime("%H:%M")))
    cur = max(cur, e)
if cur < day_end: free.append((cur.strftime("%H:%M"), day_end.strftime("%H:%M")))
print(free, calendar.day_name[date(2024, 3, 6).weekday()], calendar.isleap(2024), calendar.monthcalendar(2024, 2)[-1])
