from datetime import date, datetime, timedelta, time
start = datetime(2024, 2, 27, 9, 30)
slots = [start + timedelta(hours=i * 5, minutes=15 * i) for i in range(6)]
for s in slots:
    print(s.isoformat(), s.strftime("%a %d %b %Y %H:%M"), s.weekday(), s.isocalendar()[1])
d = date(2024, 12, 31)
print(d - date(2024, 1, 1), (d - date(2024, 1, 1)).days, d.timetuple().tm_yday)
print(date.fromisoformat("2024-03-15").replace(day=1), datetime.fromisoformat("2024-03-15T10:20:30"))
print(datetime.strptime("03/15/24 14:05", "%m/%d/%y %H:%M"))
delta = timedelta(days=3, hours=26, minutes=70, seconds=3661)
print(delta, delta.total_seconds(), delta // timedelta(hours=1), -delta)
print(time(14, 5).strftime("%I:%M %p"), time(0, 0, 1).isoformat())
def business_days(a, b):
    n = 0
    while a < b:
        if a.weekday() < 5:
            n += 1
        a += timedelta(days=1)
    return n
print(business_days(date(2024, 3, 1), date(2024, 4, 1)))
print(sorted([date(2024, 5, 1), date(2023, 5, 1), date(2024, 1, 9)]))
print(f"{start:%Y/%m/%d}", f"{d:%j}", format(start, "%H-%M"))
print(datetime(2024, 3, 10, 23, 59) - datetime(2024, 3, 9, 0, 1))
