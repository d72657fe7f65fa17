from collections import deque, Counter, defaultdict
from datetime import datetime, timedelta
import statistics, re
raw = """2024-05-01T10:00:00 GET /a 200 120
2024-05-01T10:00:20 GET /b 500 900
2024-05-01T10:00:45 POST /a 201 300
2024-05-01T10:01:10 GET /a 200 80
2024-05-01T10:01:30 GET /c 404 15
2024-05-01T10:02:05 GET /b 500 1100
2024-05-01T10:02:06 GET /b 503 1500
2024-05-01T10:03:59 GET /a 200 95"""
Entry = tuple
entries = []
for line in raw.splitlines():
    ts, method, path, status, ms = line.split()
    entries.append((datetime.fromisoformat(ts), method, path, int(status), int(ms)))
window = deque(); rates = []
for e in entries:
    window.append(e)
    while window and e[0] - window[0][0] > timedelta(seconds=60):
        window.popleft()
    errs = sum(1 for w in window if w[3] >= 500)
    rates.append((e[0].strftime("%H:%M:%S"), len(window), errs, f"{errs / len(window):.0%}"))
for r in rates: print(*r)
by_min = defaultdict(list)
for e in entries: by_min[e[0].replace(second=0)].append(e[4])
for m, v in sorted(by_min.items()):
    print(m.strftime("%H:%M"), len(v), f"p50={statistics.median(v)} mean={statistics.fmean(v):.1f} max={max(v)}")
lat = sorted(e[4] for e in entries)
def pct(p): 
    k = (len(lat) - 1) * p / 100; f = int(k); c = min(f + 1, len(lat) - 1)
    return lat[f] + (lat[c] - lat[f]) * (k - f)
print([round(pct(p), 1) for p in (50, 90, 95, 99)], statistics.quantiles(lat, n=10)[-1])
status = Counter(e[3] // 100 for e in entries); print({f"{k}xx": v for k, v in sorted(status.items())})
spikes = [(a[0].time().isoformat(), b[0].time().isoformat()) for a, b in zip(entries, entries[1:]) if (b[0] - a[0]).total_seconds() < 2]
print(spikes, max(entries, key=lambda e: e[4])[2], Counter(e[2] for e in entries if e[3] >= 400).most_common())
gaps = [(b[0] - a[0]).total_seconds() for a, b in zip(entries, entries[1:])]
print(gaps, statistics.pstdev(gaps), str(entries[-1][0] - entries[0][0]))
