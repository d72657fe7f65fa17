# Deep-copy an object graph with cycles and shared references.
import copy


class Employee:
    def __init__(self, name):
        self.name = name
        self.manager = None
        self.reports = []

    def __repr__(self):
        return f"Employee({self.name})"


boss = Employee("Ada")
dev = Employee("Linus")
qa = Employee("Grace")
for e in (dev, qa):
    e.manager = boss
    boss.reports.append(e)
team = {"lead": boss, "members": [dev, qa], "also_lead": boss}
clone = copy.deepcopy(team)
print(clone["lead"] is clone["also_lead"], clone["lead"] is boss)
print(clone["members"][0].manager is clone["lead"], clone["lead"].reports[1] is clone["members"][1])
print(clone["lead"].reports, clone["members"][0].manager)
memo = {}
a = copy.deepcopy(dev, memo)
b = copy.deepcopy(dev, memo)
print(a is b, a.manager.reports[0] is a)
shared = [1, 2]
pair = [shared, shared]
c = copy.deepcopy(pair)
print(c[0] is c[1], c[0] is shared)
