from datetime import datetime, timedelta, timezone

zones = [timezone.utc, timezone(timedelta(0)), timezone(timedelta(0), "UTC"), timezone(timedelta(hours=1)),
         timezone(timedelta(hours=-1, seconds=-30)), timezone(timedelta(hours=5, minutes=45), "NPT"),
         timezone(timedelta(hours=-3, microseconds=-30)), timezone(timedelta(hours=3), ""), timezone.min, timezone.max]
for z in zones:
    print(repr(z), "|", str(z), "|", z.tzname(None), z.utcoffset(None), z.dst(None))
print(timezone(timedelta(0)) is timezone.utc, timezone(offset=timedelta(hours=2), name="X"))
print(timezone.utc.fromutc(datetime(2024, 1, 1, tzinfo=timezone.utc)))
ist = timezone(timedelta(hours=5, minutes=30))
print(ist.fromutc(datetime(2024, 1, 1, 20, tzinfo=ist)), ist.utcoffset(datetime(2024, 1, 1)), ist.tzname(datetime(2024, 1, 1)))
for bad in [lambda: timezone(timedelta(hours=24)), lambda: timezone(-timedelta(hours=24)), lambda: timezone(5),
            lambda: timezone(timedelta(hours=1), 5), lambda: timezone(timedelta(hours=1), None), lambda: timezone(),
            lambda: timezone(timedelta(0), "a", "b"), lambda: ist.utcoffset(5), lambda: ist.tzname("x"),
            lambda: ist.fromutc(datetime(2024, 1, 1)), lambda: ist.fromutc(5)]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
