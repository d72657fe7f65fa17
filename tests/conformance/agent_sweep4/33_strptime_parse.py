from datetime import datetime, date, time, timedelta, timezone
samples = [
    ("2024-03-05T14:07:08Z", "%Y-%m-%dT%H:%M:%SZ"),
    ("05 Mar 2024", "%d %b %Y"),
    ("March 5, 2024 2:07 PM", "%B %d, %Y %I:%M %p"),
    ("2024/3/5", "%Y/%m/%d"),
    ("20240305", "%Y%m%d"),
    ("14h07", "%Hh%M"),
    ("2024-065", "%Y-%j"),
    ("Tue, 05 Mar 2024 14:07:08 +0000", "%a, %d %b %Y %H:%M:%S %z"),
    ("2024-03-05 14:07:08.25", "%Y-%m-%d %H:%M:%S.%f"),
    ("2024-03-05 14:07:08 -05:30", "%Y-%m-%d %H:%M:%S %z"),
    ("12/31/99", "%m/%d/%y"),
    ("1/1/69", "%m/%d/%y"),
    ("2024 10 1", "%Y %W %w"),
    ("  2024-03-05", " %Y-%m-%d"),
    ("2024-03-05 UTC", "%Y-%m-%d %Z"),
]
for s, f in samples:
    d = datetime.strptime(s, f)
    print(f"{s!r:36} -> {d!r}")
for s, f in [("2024-02-30", "%Y-%m-%d"), ("2024-13-01", "%Y-%m-%d"), ("abc", "%Y"), ("2024-03-05 extra", "%Y-%m-%d"), ("25:00", "%H:%M"), ("2024", "%Y %m")]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)
print(date.fromisoformat("2024-03-05"), time.fromisoformat("14:07:08.123"), time.fromisoformat("14:07"), datetime.fromisoformat("2024-03-05T14:07:08.123456+00:00"))
for bad in ["2024-3-5", "20240305", "2024-03-05T25:00", "nope"]:
    try:
        print(datetime.fromisoformat(bad))
    except ValueError as e:
        print("ValueError:", e)
d = datetime(2024, 3, 5, 14, 7, 8, 9)
print(d.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), d.strftime("%b %d %Y at %I:%M%p").replace(" 0", " "), d.strftime("%A, %B %-d" if False else "%A, %B %d"))
print(d.strftime("%G-W%V-%u"), d.strftime("%C %g %e|%k|%l|%n|%t|%D|%F|%R|%T|%h"), d.strftime("%s") if False else "")
print(d.isoformat(timespec="milliseconds"), d.isoformat(timespec="hours"), d.time().isoformat("auto"), d.ctime(), d.date().ctime())
logs = ["[2024-03-05 10:00:01] start", "[2024-03-05 10:02:31] step", "[2024-03-05 11:00:00] end"]
ts = [datetime.strptime(l[1:20], "%Y-%m-%d %H:%M:%S") for l in logs]
gaps = [b - a for a, b in zip(ts, ts[1:])]
print(gaps, [str(g) for g in gaps], sum(gaps, timedelta()), max(gaps), sum(g.total_seconds() for g in gaps) / len(gaps))
def human(td):
    s = int(td.total_seconds()); h, rem = divmod(s, 3600); m, s = divmod(rem, 60)
    return f"{h}h {m:02d}m {s:02d}s"
print([human(g) for g in gaps], human(timedelta(days=2, seconds=5)))
print(datetime(2024, 3, 5, 23, 59, 59) + timedelta(seconds=1), datetime(2024, 12, 31) + timedelta(days=1), datetime(2024, 3, 31) - timedelta(days=31))
print(timedelta(days=1.5), timedelta(hours=36) == timedelta(days=1, hours=12), timedelta(minutes=90) // timedelta(hours=1), timedelta(seconds=-1).days, timedelta(milliseconds=1500))
print(timedelta(weeks=2) / 7, round(timedelta(hours=1) / timedelta(days=1), 4), timedelta(3, 4, 5), repr(timedelta(minutes=1)), timedelta(days=-1, hours=23))
