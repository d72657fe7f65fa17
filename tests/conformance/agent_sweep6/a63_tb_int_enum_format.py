from enum import Enum

class Priority(int, Enum):
    LOW = 1
    MEDIUM = 5
    HIGH = 9

tickets = [("disk full", Priority.HIGH), ("typo", Priority.LOW), ("slow page", Priority.MEDIUM)]
for title, prio in sorted(tickets, key=lambda t: -t[1]):
    print(f"{prio.name:<6} {title}")
print(f"{'title':<10} prio")
for title, prio in tickets:
    print(f"{title:<10} {prio:02d}")
