# Date bucketing of events into ISO weeks and months.
from datetime import datetime, timedelta, date
from collections import defaultdict, Counter
base = datetime(2024, 1, 29, 8)
events = [base + timedelta(days=d, hours=h) for d, h in [(0, 1), (1, 5), (6, 2), (7, 0), (13, 9), (30, 3), (31, 23), (45, 12)]]
weekly = defaultdict(list)
for e in events:
    y, w, _ = e.isocalendar()
    weekly[f"{y}-W{w:02d}"].append(e.strftime("%a %H:%M"))
for k in sorted(weekly):
    print(k, weekly[k])
monthly = Counter(e.strftime("%Y-%m") for e in events)
print(sorted(monthly.items()))
print(Counter(e.strftime("%A") for e in events).most_common(2))
first, last = min(events), max(events)
print(last - first, (last - first).days, round((last - first) / timedelta(weeks=1), 3))
def month_end(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)
print([month_end(date(2024, m, 1)).isoformat() for m in (1, 2, 4, 12)])
print(date(2024, 3, 31).replace(month=4, day=30), (date(2024, 1, 31) + timedelta(days=30)).strftime("%b %d"))
