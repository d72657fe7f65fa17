import time

log_lines = [
    "2024-03-05 14:30:00 INFO service started",
    "2024-03-05 14:31:27 WARN disk at 91%",
    "2024-03-06 00:00:01 INFO rotated logs",
]
parsed = []
for line in log_lines:
    stamp = line[:19]
    t = time.strptime(stamp, "%Y-%m-%d %H:%M:%S")
    parsed.append(t)
    print(t)
    print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_wday, t.tm_yday, t.tm_isdst, t.tm_zone, t.tm_gmtoff)

elapsed = time.mktime(parsed[-1]) - time.mktime(parsed[0])
print("elapsed seconds:", elapsed, "hours:", round(elapsed / 3600, 2))
print(time.strftime("%A %d %B %Y", parsed[0]), tuple(parsed[1])[:6], parsed[0] < parsed[1])

# The default format is ctime()'s.
default = time.strptime("Tue Mar  5 14:30:00 2024")
print(default == parsed[0], time.asctime(default), time.strptime(time.ctime(86400 * 365)))

samples = [
    ("05/03/24", "%d/%m/%y"),
    ("Friday, 15 November 2024", "%A, %d %B %Y"),
    ("11:45 PM", "%I:%M %p"),
    ("2024-060", "%Y-%j"),
    ("2024 10 3", "%Y %U %w"),
    ("2023-W05-3", "%G-W%V-%u"),
    ("29 Feb", "%d %b"),
    ("12:00:00 UTC", "%H:%M:%S %Z"),
    ("2024-07-01T09:15:00+0530", "%Y-%m-%dT%H:%M:%S%z"),
    ("7.25", "%S.%f"),
    ("03/04/21 10:20:30", "%x %X"),
]
for text, fmt in samples:
    t = time.strptime(text, fmt)
    print("%-26s %-22s -> %s zone=%r gmtoff=%r" % (text, fmt, tuple(t), t.tm_zone, t.tm_gmtoff))
