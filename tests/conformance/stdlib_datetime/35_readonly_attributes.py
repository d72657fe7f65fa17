from datetime import date, datetime, time, timedelta, timezone

d = date(2024, 3, 5)
for obj, attr in [(d, "year"), (datetime(2024, 1, 1), "hour"), (datetime(2024, 1, 1), "tzinfo"), (time(1), "minute"),
                  (timedelta(1), "days"), (timedelta(1), "seconds")]:
    try:
        setattr(obj, attr, 1)
        print("set", attr)
    except AttributeError as e:
        print("AttributeError:", e)
print(d.year, d.month, d.day, timedelta(hours=25).days, timedelta(hours=25).seconds, timedelta(microseconds=5).microseconds)
dt = datetime(2024, 3, 5, 6, 7, 8, 9, tzinfo=timezone.utc, fold=1)
print(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond, dt.tzinfo, dt.fold)
t = dt.timetz()
print(t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold)
