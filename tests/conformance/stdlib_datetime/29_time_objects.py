from datetime import date, datetime, time, timedelta, timezone

shifts = [(time(6, 0), time(14, 0)), (time(14, 0), time(22, 0)), (time(22, 0), time(6, 0))]
day = date(2024, 3, 5)
for start, end in shifts:
    s = datetime.combine(day, start)
    e = datetime.combine(day, end)
    if e <= s:
        e += timedelta(days=1)
    print(f"{start:%H:%M}-{end:%H:%M} lasts {e - s}, ends {e:%a %H:%M}")


def on_shift(t):
    return [f"{a}-{b}" for a, b in shifts if (a <= t < b) or (b < a and (t >= a or t < b))]


for t in [time(5, 59), time(6), time(13, 59, 59, 999999), time(23, 30)]:
    print(t, on_shift(t))
print(time(9, 30) < time(10), time(9, 30) == time(9, 30, 0, 0), max(time(1), time(23, 59)), sorted([time(5), time(1, 30)]))
print(repr(time()), repr(time(0, 0, 1)), repr(time(12, 0, 0, 5)), repr(time(7, tzinfo=timezone.utc)))
print(time(7, 30, tzinfo=timezone(timedelta(hours=2))).utcoffset(), time(7).utcoffset(), time(7, tzinfo=timezone.utc).tzname())
print(bool(time(0)), time(23, 59, 59).strftime("%I:%M:%S %p"), format(time(8, 5), "%H.%M"), f"{time(8, 5)}")
for bad in [lambda: time(8) + timedelta(hours=1), lambda: time(8) - time(7), lambda: time(8) < 5]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
