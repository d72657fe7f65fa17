from datetime import date, datetime, time, timedelta, timezone

d = datetime(2024, 3, 5, 9, 7, 3, 40000, tzinfo=timezone.utc)
print(f"{d:%Y-%m-%d}", f"{d:%H:%M:%S.%f}", f"{d}", f"{d!r}", f"{d:}")
print(f"{d.date():%d/%m/%Y}", f"{d.time():%I%p}", f"{d:>20}", f"{date(2024, 1, 1):%%Y}")
print("{:%A %d %B}".format(date(2024, 3, 5)), "{0:%H:%M}|{0}".format(time(18, 45)))
print(format(d, "%s-%%"[2:]), format(date(2024, 3, 5)), format(time(1, 2)), format(timedelta(hours=5)))
row = {"when": datetime(2024, 3, 5, 17, 0), "what": "deploy"}
print("{when:%d.%m. %H:%M} {what}".format(**row))
print("%s | %r" % (date(2024, 3, 5), date(2024, 3, 5)))
for bad in [lambda: format(d, 5), lambda: d.__format__(5), lambda: f"{timedelta(1):>10}",
            lambda: format(timezone.utc, "x"), lambda: "{:%Y}".format(timedelta(1))]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
print(f"{timezone.utc}", f"{timezone(timedelta(hours=-3))!s}", format(timezone(timedelta(hours=1), "CET"), ""))
