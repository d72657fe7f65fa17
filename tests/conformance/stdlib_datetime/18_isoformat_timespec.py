from datetime import datetime, time, timedelta, timezone

dt = datetime(2024, 3, 5, 14, 30, 15, 123456, tzinfo=timezone(timedelta(hours=-5)))
for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
    print(spec.ljust(12), dt.isoformat(timespec=spec), time(9, 5, 0, 999999).isoformat(spec),
          datetime(2024, 3, 5).isoformat(" ", spec))
print(dt.isoformat(" "), dt.isoformat(sep="_"), dt.isoformat("é"), str(dt))
print(datetime(2024, 3, 5, tzinfo=timezone(timedelta(hours=5, seconds=30, microseconds=5))).isoformat())
print(time(1, 2).isoformat(), time(1, 2, tzinfo=timezone.utc).isoformat(), str(time(0, 0, 0, 1)))
print(datetime(20, 1, 5).isoformat(), datetime(20, 1, 5).date().isoformat())
for call in [lambda: dt.isoformat(timespec="nanoseconds"), lambda: dt.isoformat(sep="--"),
             lambda: dt.isoformat(sep=1), lambda: dt.isoformat(timespec=3), lambda: time(1).isoformat("foo")]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
