import re
from datetime import timedelta


def parse_duration(text):
    units = {"d": "days", "h": "hours", "m": "minutes", "s": "seconds", "ms": "milliseconds"}
    parts = {}
    for value, unit in re.findall(r"(\d+(?:\.\d+)?)(ms|d|h|m|s)", text):
        parts[units[unit]] = float(value) if "." in value else int(value)
    return timedelta(**parts)


tasks = {"build": "1h 30m", "test": "45m 30s", "deploy": "12m 5.5s", "review": "2d 3h", "lint": "950ms"}
total = timedelta()
for name, text in tasks.items():
    d = parse_duration(text)
    total += d
    print(f"{name:8} {text:10} -> {d!s:>20} | {d.total_seconds():>10} s | {d!r}")

print("total:", total, "=", total.total_seconds() / 3600, "hours")
print("average:", total / len(tasks))
print("share of build:", round(parse_duration("1h 30m") / total * 100, 2), "%")
h, rem = divmod(int(total.total_seconds()), 3600)
m, s = divmod(rem, 60)
print(f"{h}:{m:02d}:{s:02d}")
print(sum([timedelta(minutes=25)] * 7, timedelta()))
print(max(parse_duration(t) for t in tasks.values()))
print(timedelta(hours=36) // timedelta(hours=8), timedelta(hours=36) % timedelta(hours=8))
