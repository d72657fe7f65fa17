import math
from collections import Counter

THRESHOLD: float = 0.75
items = ["alpha", "beta", "gamma"]

def summarize(values):
    total = sum(values)
    count = len(values)
    print("locals inside:", dir())
    return total / count

def make_counter():
    seen = Counter()
    def record(word):
        seen[word] += 1
        print("closure scope:", dir())
        return seen[word]
    return record

print([name for name in dir() if not name.startswith("_")])
print(dir())
print(summarize([1, 2, 3]))
rec = make_counter()
rec("x")
print(__name__, __doc__, __annotations__)

class Config:
    debug = False
    level = 3
    print("class body:", dir())

print([n for n in dir(Config) if not n.startswith("__")], [n for n in dir(math) if n.startswith("is")])
print(sorted(n for n in dir(Counter()) if not n.startswith("_")))
