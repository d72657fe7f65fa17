from datetime import datetime

log = """2024-03-05 09:15:02,114 INFO request id=1 started
2024-03-05 09:15:02,389 INFO request id=1 finished
2024-03-05 09:15:03,001 INFO request id=2 started
2024-03-05 09:15:07,950 WARN request id=2 finished
2024-03-05 09:16:00,500 INFO request id=3 started
2024-03-05 09:16:00,512 INFO request id=3 finished"""

starts = {}
durations = {}
for line in log.splitlines():
    stamp, level, _, rid, event = line[:23], *line[24:].split()
    when = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S,%f")
    rid = rid.split("=")[1]
    if event == "started":
        starts[rid] = when
    else:
        durations[rid] = when - starts[rid]

for rid, d in durations.items():
    print(f"request {rid}: {d.total_seconds() * 1000:.0f} ms ({d})")
slowest = max(durations, key=durations.get)
print("slowest:", slowest, repr(durations[slowest]))

apache = '127.0.0.1 - - [10/Oct/2023:13:55:36 -0700] "GET /index.html HTTP/1.1" 200 2326'
stamp = apache[apache.index("[") + 1:apache.index("]")]
t = datetime.strptime(stamp, "%d/%b/%Y:%H:%M:%S %z")
print(repr(t))
print(t.isoformat(), t.utcoffset(), t.tzname())
syslog = datetime.strptime("Mar  5 07:08:09", "%b %d %H:%M:%S").replace(year=2024)
print(syslog, syslog.strftime("%j"))
