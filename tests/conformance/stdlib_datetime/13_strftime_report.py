from datetime import date, datetime, time, timedelta, timezone

stamp = datetime(2024, 3, 5, 7, 8, 9, 12345, tzinfo=timezone(timedelta(hours=5, minutes=30), "IST"))
directives = "aAwdbBmyYHIpMSfzZjUWcxXGuV%"
for d in directives:
    print(f"%{d} -> {stamp.strftime('%' + d)!r}")
print(stamp.strftime("Report generated on %A, %d %B %Y at %I:%M %p (%Z, UTC%z)"))
print(datetime(2024, 12, 31, 23, 59).strftime("%j %U %W %G-W%V-%u"))
print(datetime(2021, 1, 1).strftime("%j %U %W %G-W%V-%u %a"))
print(date(2024, 7, 4).strftime("%x | %c | %X"), "|", time(13, 5).strftime("%I:%M %p %H"))
print(date(2024, 7, 4).strftime("%H:%M:%S.%f [%z] [%Z]"))
print(time(13, 5, 7, 250000, tzinfo=timezone.utc).strftime("%H%M%S.%f %z %Z | %Y-%m-%d %j %a"))
print(datetime(5, 1, 1).strftime("%Y|%y|%G|%C"), datetime(999, 12, 31).strftime("%Y|%F"))
print(datetime(2024, 1, 1, tzinfo=timezone(-timedelta(hours=3, seconds=30))).strftime("%z"))
print(datetime(2024, 1, 1, tzinfo=timezone(timedelta(microseconds=-30))).strftime("%z %Z"))
print(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=1), "odd%name")).strftime("%Z|%%Z|%%%Z"))
print(repr(datetime(2024, 1, 1).strftime("")), repr(datetime(2024, 1, 1).strftime("100%")), repr(datetime(2024, 1, 1).strftime("%Y\x00%m")))
for bad in [5, None]:
    try:
        datetime(2024, 1, 1).strftime(bad)
    except TypeError as e:
        print("TypeError:", e)
