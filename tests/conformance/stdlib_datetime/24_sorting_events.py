import bisect
from datetime import datetime, timedelta

events = [
    ("deploy", datetime(2024, 3, 5, 16, 45)),
    ("standup", datetime(2024, 3, 5, 9, 30)),
    ("lunch", datetime(2024, 3, 5, 12, 0)),
    ("retro", datetime(2024, 3, 4, 15, 0)),
    ("incident", datetime(2024, 3, 5, 9, 30, 0, 1)),
]
events.sort(key=lambda e: e[1])
for name, when in events:
    print(f"{when:%a %H:%M:%S.%f} {name}")
times = [when for _, when in events]
probe = datetime(2024, 3, 5, 12, 0)
i = bisect.bisect_left(times, probe)
print("next event at or after noon:", events[i][0], "| after:", events[bisect.bisect_right(times, probe)][0])
gaps = [(b[1] - a[1], a[0], b[0]) for a, b in zip(events, events[1:])]
longest = max(gaps)
print("longest gap:", longest[0], "between", longest[1], "and", longest[2])
print("first/last:", min(times), max(times), "span:", max(times) - min(times))
window = [n for n, w in events if timedelta(0) <= w - probe <= timedelta(hours=5)]
print("next 5 hours:", window)
print(sorted(times, reverse=True)[0] > sorted(times)[0], times == sorted(times))
