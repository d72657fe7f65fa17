import re

LINES = [
    "2024-03-01 12:00:01 user=ann action=login",
    "2024-03-01 12:05:44 user=bob action=upload size=2MB",
    "2024-03-01 12:09:10 action=logout user=ann",
]
pattern = re.compile(r"^(?P<date>\S+) (?P<time>\S+) user=(?P<user>\w+) action=(?P<action>\w+)")

def parse(line):
    m = pattern.match(line)
    return {"user": m.group("user"), "action": m["action"]}

for line in LINES:
    print(parse(line))
