# A defaultdict whose factory fails for unknown keys.
from collections import defaultdict

limits = {"cpu": 4}

def default_limit():
    return limits["default"]

usage = defaultdict(default_limit)
usage["cpu"] = 2
print(dict(usage))
print(usage["memory"])
