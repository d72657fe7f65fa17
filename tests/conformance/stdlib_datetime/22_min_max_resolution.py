import datetime as dt

print(dt.MINYEAR, dt.MAXYEAR)
print(repr(dt.date.min), repr(dt.date.max), repr(dt.date.resolution))
print(repr(dt.datetime.min), repr(dt.datetime.max), repr(dt.datetime.resolution))
print(repr(dt.time.min), repr(dt.time.max), repr(dt.time.resolution))
print(repr(dt.timedelta.min), repr(dt.timedelta.max), repr(dt.timedelta.resolution))
print(repr(dt.timezone.utc), repr(dt.timezone.min), repr(dt.timezone.max), dt.UTC is dt.timezone.utc)
print(dt.date.max.toordinal(), dt.date.min.toordinal(), (dt.date.max - dt.date.min).days)
print(dt.datetime.max - dt.datetime.min, dt.date.today().min == dt.date(1, 1, 1))
for op in [lambda: dt.date.max + dt.timedelta(days=1), lambda: dt.date.min - dt.timedelta(days=1),
           lambda: dt.datetime.max + dt.timedelta(microseconds=1), lambda: dt.datetime.min - dt.timedelta(microseconds=1),
           lambda: dt.datetime.min.replace(tzinfo=dt.timezone(dt.timedelta(hours=1))).astimezone(dt.timezone.utc),
           lambda: dt.datetime.max.replace(tzinfo=dt.timezone.utc).astimezone(dt.timezone(dt.timedelta(hours=1))),
           lambda: dt.date.max + dt.timedelta(hours=23), lambda: dt.datetime.min + dt.timedelta(days=-1, hours=24)]:
    try:
        print(repr(op()))
    except OverflowError as e:
        print("OverflowError:", e)
print(dt.datetime.min.replace(tzinfo=dt.timezone(dt.timedelta(hours=1))) < dt.datetime.max.replace(tzinfo=dt.timezone.utc))
print(dt.datetime.min.replace(tzinfo=dt.timezone(dt.timedelta(hours=1))) - dt.datetime.max.replace(tzinfo=dt.timezone.utc))
