import re
from collections import Counter, defaultdict
from datetime import datetime
log = """2024-03-01 12:00:01 INFO  user=alice action=login ms=120
2024-03-01 12:00:05 WARN  user=bob action=upload ms=2300 size=1.5MB
2024-03-01 12:01:10 ERROR user=alice action=upload ms=15000 err="timeout after 15s"
2024-03-01 12:02:00 INFO  user=carol action=login ms=95
garbage line here
2024-03-01 12:03:30 INFO  user=bob action=logout ms=10
"""
pat = re.compile(r'^(?P<ts>\S+ \S+) (?P<lvl>\w+)\s+(?P<rest>.*)$')
kv = re.compile(r'(\w+)=("[^"]*"|\S+)')
levels = Counter(); per_user = defaultdict(list); bad = 0
for line in log.splitlines():
    m = pat.match(line)
    if not m:
        bad += 1
        continue
    ts = datetime.strptime(m["ts"], "%Y-%m-%d %H:%M:%S")
    fields = {k: v.strip('"') for k, v in kv.findall(m.group("rest"))}
    levels[m["lvl"]] += 1
    per_user[fields["user"]].append((ts, fields["action"], int(fields["ms"])))
print(levels, bad)
for user, evs in sorted(per_user.items()):
    span = evs[-1][0] - evs[0][0]
    total = sum(e[2] for e in evs)
    print(f"{user:>6}: {len(evs)} events over {span}, {total / 1000:.2f}s total, avg {total / len(evs):,.1f} ms, actions={[e[1] for e in evs]!r}")
print(re.sub(r"ms=(\d+)", lambda m: f"ms={int(m[1]) / 1000:.1f}s", log.splitlines()[2]))
print(re.split(r"\s+", "a  b\tc\n d", maxsplit=2), re.findall(r"\d+\.?\d*", "1.5MB and 20 and 3."), re.search(r"(\d+)s", log).groups())
