from enum import IntEnum
import json


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    CRITICAL = 4


tickets = [("disk full", Priority.HIGH), ("typo", Priority.LOW), ("outage", Priority.CRITICAL),
           ("slow page", Priority.MEDIUM), ("login bug", Priority.HIGH)]
for title, p in sorted(tickets, key=lambda t: t[1], reverse=True):
    print(f"[{p.name:<8}] {title} (level {p})")

print(Priority.HIGH > Priority.LOW, Priority.HIGH == 3, Priority.LOW < 2, Priority.MEDIUM >= 2)
print(Priority.HIGH + 1, Priority.CRITICAL - Priority.LOW, Priority.MEDIUM * 10, Priority.HIGH / 2)
print(type(Priority.HIGH + 1).__name__, int(Priority.HIGH), float(Priority.LOW))
print(str(Priority.HIGH), repr(Priority.HIGH), f"{Priority.HIGH}", f"{Priority.HIGH:03d}", format(Priority.LOW, "b"))
print("%d %s %r" % (Priority.MEDIUM, Priority.MEDIUM, Priority.MEDIUM))
labels = ["none", "low", "medium", "high", "critical"]
print(labels[Priority.CRITICAL], labels[Priority.LOW:Priority.HIGH], "ab" * Priority.MEDIUM, [0] * Priority.MEDIUM)
print(sum(Priority), max(Priority), min(Priority), sorted([Priority.HIGH, 2, Priority.LOW]))
print(Priority(2), Priority["HIGH"], Priority(4) is Priority.CRITICAL)
print(json.dumps({"priority": Priority.HIGH, "levels": list(Priority)}))
print(Priority.HIGH in [3], {3: "three"}[Priority.HIGH], hash(Priority.LOW) == hash(1))
print(isinstance(Priority.LOW, int), Priority.HIGH.bit_length(), Priority.MEDIUM.real)
print(list(range(Priority.MEDIUM)), round(Priority.HIGH), abs(Priority.LOW), -Priority.LOW)
try:
    Priority(7)
except ValueError as e:
    print("ValueError:", e)
