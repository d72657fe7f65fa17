from datetime import date, datetime, time, timedelta, timezone

d = date(2024, 3, 5)
dt = datetime(2024, 3, 5, 12)
checks = [
    lambda: d + 1,
    lambda: 1 + d,
    lambda: d - "2024-01-01",
    lambda: d < "2024-01-01",
    lambda: "2024-01-01" < d,
    lambda: dt > 5,
    lambda: d - dt,
    lambda: dt - d,
    lambda: dt < d,
    lambda: d >= dt,
    lambda: d + d,
    lambda: dt + dt,
    lambda: timedelta(1) + 1,
    lambda: 1 - timedelta(1),
    lambda: timedelta(1) < 1,
    lambda: timedelta(1) * "2",
    lambda: timedelta(1) ** 2,
    lambda: divmod(timedelta(1), 2),
    lambda: timedelta(1) // 1.5,
    lambda: sum([timedelta(1), timedelta(2)]),
    lambda: timezone.utc < timezone(timedelta(hours=1)),
    lambda: d[0],
    lambda: len(d),
    lambda: d.foo,
    lambda: date.foo,
    lambda: {d: 1}[[d]],
]
for check in checks:
    try:
        print(repr(check()))
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
print(d == "2024-03-05", dt != 5, timedelta(0) == 0, time(1) == "01:00")
