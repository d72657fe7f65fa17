# A log-processing pipeline of chained generators.
LOG = """\
2024-01-01 INFO start
2024-01-01 WARN disk 80%
bad line
2024-01-02 ERROR disk full
2024-01-02 INFO retry
2024-01-03 ERROR timeout
"""


def lines(text):
    for n, line in enumerate(text.splitlines(), 1):
        yield n, line


def parse(records):
    for n, line in records:
        parts = line.split(" ", 2)
        if len(parts) < 3:
            print("  skipping line %d: %r" % (n, line))
            continue
        date, level, msg = parts
        yield {"n": n, "date": date, "level": level, "msg": msg}


def only(level, entries):
    return (e for e in entries if e["level"] == level)


errors = only("ERROR", parse(lines(LOG)))
print(type(errors).__name__)
for e in errors:
    print(e["n"], e["date"], e["msg"])
print(list(errors))
counts = {}
for e in parse(lines(LOG)):
    counts[e["level"]] = counts.get(e["level"], 0) + 1
print(counts)
by_date = {}
for e in parse(lines(LOG)):
    by_date.setdefault(e["date"], []).append(e["level"])
print(by_date)
