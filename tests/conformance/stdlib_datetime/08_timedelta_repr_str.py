from datetime import timedelta

samples = [
    timedelta(),
    timedelta(days=1, seconds=3600),
    timedelta(hours=-1),
    timedelta(minutes=90),
    timedelta(seconds=86399, microseconds=999999),
    timedelta(seconds=86400),
    timedelta(days=-2, microseconds=5),
    timedelta(weeks=3, days=-1, hours=25),
    timedelta(milliseconds=1500),
    timedelta(microseconds=-1),
    timedelta(days=365 * 10),
    timedelta(seconds=-0.5),
    timedelta(days=1.5, hours=0.25),
    timedelta(days=999999999),
    timedelta.max,
    timedelta.min,
    timedelta.resolution,
]
for td in samples:
    print(repr(td), "|", str(td), "|", td.days, td.seconds, td.microseconds, "|", td.total_seconds())
print(timedelta(1, 2, 3, 4, 5, 6, 7))
print(timedelta(weeks=1) == timedelta(days=7), timedelta(hours=24) == timedelta(days=1))
print(bool(timedelta()), bool(timedelta(microseconds=1)), abs(timedelta(hours=-3)), -timedelta(hours=3), +timedelta(1))
print(f"{timedelta(hours=2)}", f"{timedelta(hours=2)!r}", "%s" % timedelta(minutes=5))
