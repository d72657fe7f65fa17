from collections import Counter
from datetime import date, datetime, time, timedelta, timezone

visits = [date(2024, 3, 5), date(2024, 3, 6), date(2024, 3, 5), date(2024, 3, 7), date(2024, 3, 5)]
per_day = Counter(visits)
print(per_day.most_common(2))
print(sorted(set(visits)), len({date(2024, 1, 1), date(2024, 1, 1)}))
slots = {datetime(2024, 3, 5, 9): "standup", datetime(2024, 3, 5, 14, 30): "review"}
print(slots[datetime(2024, 3, 5, 14, 30)], datetime(2024, 3, 5, 9, 0, 0, 0) in slots)
utc = datetime(2024, 3, 5, 12, tzinfo=timezone.utc)
cet = datetime(2024, 3, 5, 13, tzinfo=timezone(timedelta(hours=1)))
print(utc == cet, hash(utc) == hash(cet), len({utc, cet}))
print(hash(timedelta(hours=24)) == hash(timedelta(days=1)), {timedelta(minutes=60): "x"}[timedelta(hours=1)])
print(hash(time(12, tzinfo=timezone.utc)) == hash(time(13, tzinfo=timezone(timedelta(hours=1)))))
print(hash(datetime(2024, 1, 1, fold=1)) == hash(datetime(2024, 1, 1)), datetime(2024, 1, 1, fold=1) == datetime(2024, 1, 1))
print(hash(timezone(timedelta(hours=2), "A")) == hash(timezone(timedelta(hours=2), "B")), timezone(timedelta(hours=2), "A") == timezone(timedelta(hours=2)))
print(date(2024, 1, 1) == datetime(2024, 1, 1), datetime(2024, 1, 1) != date(2024, 1, 1))
print({date(2024, 1, 1): 1}.get(datetime(2024, 1, 1)), date(2024, 1, 1) in [datetime(2024, 1, 1)])
by_week = {}
for d in (date(2024, 3, 4) + timedelta(days=i) for i in range(14)):
    by_week.setdefault(d.isocalendar()[1], []).append(d.day)
print(by_week)
