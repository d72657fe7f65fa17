from datetime import datetime, date, timedelta, time
def daterange(a, b, step=timedelta(days=1)):
    while a < b:
        yield a
        a += step
print([d.strftime("%a %d") for d in daterange(date(2024, 2, 26), date(2024, 3, 4))])
slots = list(daterange(datetime(2024, 3, 1, 9), datetime(2024, 3, 1, 12), timedelta(minutes=45)))
print([s.strftime("%H:%M") for s in slots], len(slots))
month_ends = [(date(2024, m % 12 + 1, 1) - timedelta(days=1)) if m < 12 else date(2024, 12, 31) for m in range(1, 13)]
print([d.day for d in month_ends])
meetings = [(time(9, 0), time(10, 30)), (time(10, 0), time(11, 0)), (time(13, 0), time(14, 0))]
for (s1, e1), (s2, e2) in zip(meetings, meetings[1:]):
    print(s1, e1, "overlaps" if s2 < e1 else "free until", s2)
dur = [datetime.combine(date.min, e) - datetime.combine(date.min, s) for s, e in meetings]
print(dur, sum(dur, timedelta()), max(dur), sorted(dur)[0] * 3, timedelta(hours=1, minutes=30) // timedelta(minutes=1))
q = lambda d: (d.month - 1) // 3 + 1
print([f"Q{q(date(2024, m, 1))}" for m in (1, 4, 7, 12)], date(2024, 3, 31).strftime("%Y-Q") + str(q(date(2024, 3, 31))))
print(datetime(2024, 1, 1) + timedelta(days=0.5, seconds=0.25), datetime(2024, 1, 1).replace(microsecond=5).isoformat(), time(12).replace(hour=1))
print((datetime(2024, 3, 31, 1) - datetime(2024, 3, 30, 23)).total_seconds(), timedelta(days=365.25).days, timedelta(seconds=-86401))
