from datetime import datetime, time, timedelta, timezone

naive = datetime(2024, 3, 5, 12, 0)
aware = datetime(2024, 3, 5, 12, 0, tzinfo=timezone.utc)
plus2 = datetime(2024, 3, 5, 14, 0, tzinfo=timezone(timedelta(hours=2)))

print(naive == aware, naive != aware, aware == plus2, aware - plus2)
for label, op in [("subtract", lambda: aware - naive), ("less", lambda: naive < aware),
                  ("greater-equal", lambda: aware >= naive), ("time less", lambda: time(1) < time(1, tzinfo=timezone.utc)),
                  ("max", lambda: max([naive, aware]))]:
    try:
        print(label, op())
    except TypeError as e:
        print(label, "TypeError:", e)
print(time(1) == time(1, tzinfo=timezone.utc), time(3, tzinfo=timezone(timedelta(hours=2))) == time(1, tzinfo=timezone.utc))
print(naive.replace(tzinfo=timezone.utc) == aware, aware.replace(tzinfo=None) == naive)
print(naive.tzinfo, naive.utcoffset(), naive.tzname(), naive.dst())
print(aware.tzinfo, aware.utcoffset(), aware.tzname(), aware.dst())
events = [aware, plus2, datetime(2024, 3, 5, 11, 0, tzinfo=timezone(timedelta(hours=-1)))]
print(sorted(events) == events, len(set(events)))
print(aware.astimezone(timezone(timedelta(hours=-3))))
