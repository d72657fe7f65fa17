log_lines = ["user=ann action=login ms=120", "user=bob action=view ms=30", "user=ann action=view ms=45",
             "user=cy action=login ms=300", "bad line", "user=bob action=logout ms=5"]
events = []
for ln in log_lines:
    try:
        events.append(dict(kv.split("=", 1) for kv in ln.split()))
    except ValueError as e:
        print(f"skip {ln!r}: {e}")
for e in events:
    e["ms"] = int(e["ms"])
from collections import defaultdict
stats = defaultdict(lambda: {"count": 0, "total": 0, "actions": set()})
for e in events:
    s = stats[e["user"]]
    s["count"] += 1
    s["total"] += e["ms"]
    s["actions"].add(e["action"])
for user in sorted(stats):
    s = stats[user]
    print(f"{user:>5} | {s['count']:>2} | {s['total']:>5} ms | avg {s['total'] / s['count']:7.2f} | {', '.join(sorted(s['actions']))}")
slowest = max(events, key=lambda e: e["ms"])
print("slowest:", slowest)
print({a: sum(1 for e in events if e["action"] == a) for a in sorted({e["action"] for e in events})})
