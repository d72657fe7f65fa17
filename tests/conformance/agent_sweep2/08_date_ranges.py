from datetime import date, timedelta
start = date(2024, 1, 29)
days = [start + timedelta(days=i) for i in range(7)]
for d in days:
    print(d.strftime("%a %Y-%m-%d"), "weekend" if d.weekday() >= 5 else "weekday")
def month_end(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)
print([month_end(date(2024, m, 1)).day for m in range(1, 13)])
print((date(2024, 12, 31) - date(2024, 1, 1)).days + 1)
weeks = {}
for d in days:
    weeks.setdefault(d.isocalendar()[1], []).append(d.day)
print(weeks)
print(date.today() > date(2000, 1, 1))
print(timedelta(days=7) / timedelta(days=2), timedelta(days=7) // timedelta(days=2))
print(timedelta(days=1) * 2.5, -timedelta(hours=1), abs(timedelta(hours=-3)))
print(date.min, date.max, date(2024, 1, 1).toordinal())
