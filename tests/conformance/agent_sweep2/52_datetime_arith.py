from datetime import datetime, date, time, timedelta
log = ["2024-05-01 08:00:00 start", "2024-05-01 08:45:30 step", "2024-05-01 10:02:01 end"]
stamps = [datetime.strptime(l[:19], "%Y-%m-%d %H:%M:%S") for l in log]
for a, b in zip(stamps, stamps[1:]):
    d = b - a
    print(d, f"{d.total_seconds() / 60:.1f} min")
total = stamps[-1] - stamps[0]
h, rem = divmod(int(total.total_seconds()), 3600)
m, s = divmod(rem, 60)
print(f"{h:02d}:{m:02d}:{s:02d}")
print(datetime.combine(date(2024, 1, 1), time(9, 30)), time(9, 5).strftime("%H:%M"), time(23, 59, 59, 999))
print(time(14, 30).isoformat(), repr(time(1, 2, 3)), date(2024, 1, 1) == datetime(2024, 1, 1).date())
ages = {"a": date(1990, 6, 15), "b": date(2000, 2, 29)}
ref = date(2024, 6, 14)
for k, bd in ages.items():
    age = ref.year - bd.year - ((ref.month, ref.day) < (bd.month, bd.day))
    print(k, age)
print(timedelta(weeks=1, days=1, hours=1), repr(timedelta(days=1, seconds=5)), str(timedelta(0)))
print(datetime(2024, 1, 31) + timedelta(days=30), date(2024, 3, 1) - timedelta(days=1))
print(max(stamps), min(stamps).time(), sorted(stamps, reverse=True)[0].hour)
try:
    date(2023, 2, 29)
except ValueError as e:
    print(e)
try:
    datetime(2024, 1, 1) - date(2024, 1, 1)
except TypeError as e:
    print(e)
