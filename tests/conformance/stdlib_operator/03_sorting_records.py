# Sort and group employee records with itemgetter and attrgetter.
from operator import itemgetter, attrgetter
from collections import namedtuple

rows = [("kim", "eng", 120), ("lee", "ops", 95), ("ann", "eng", 135), ("bo", "ops", 95)]
print(sorted(rows, key=itemgetter(2)))
print(sorted(rows, key=itemgetter(1, 2)), max(rows, key=itemgetter(2)))
print(itemgetter(0)(rows), itemgetter(-1, 0)(rows), itemgetter(slice(1, 3))("abcd"), itemgetter("a")({"a": 1}))
Emp = namedtuple("Emp", "name dept pay")
emps = [Emp(*r) for r in rows]
print([e.name for e in sorted(emps, key=attrgetter("dept", "name"))])
print(attrgetter("pay")(emps[0]), attrgetter("name", "pay")(emps[1]))


class Team:
    def __init__(self, lead):
        self.lead = lead


print(attrgetter("lead.name")(Team(emps[2])), attrgetter("lead.dept", "lead.pay")(Team(emps[3])))
print(repr(itemgetter(1, 2)), repr(attrgetter("a.b")))
