import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field
from types import SimpleNamespace

words = "the cat sat on the mat the end and the cat ran off to the other mat far away".split()
pprint.pprint(Counter(words))
groups = defaultdict(list)
for w in words:
    groups[w[0]].append(w)
pprint.pprint(groups)
pprint.pprint(OrderedDict((w, len(w)) for w in words))
pprint.pprint(deque(range(30)))
pprint.pprint(deque(range(30), maxlen=40))

@dataclass
class Employee:
    name: str
    title: str
    skills: list = field(default_factory=list)

staff = [Employee("Alice Johnson", "Principal Engineer", ["python", "rust", "distributed systems"]),
         Employee("Bob", "Intern")]
pprint.pprint(staff)
pprint.pprint(SimpleNamespace(name="service", endpoints=["/api/v1/users", "/api/v1/orders", "/api/v1/items"], retries=3))
