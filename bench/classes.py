# Small classes: attribute access, method calls, properties, __init__.
class Vec:
    __slots__ = ()

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dist2(self, other):
        dx = self.x - other.x
        dy = self.y - other.y
        return dx * dx + dy * dy

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)


class Account:
    rate = 0.01

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        self.balance += amount
        self.history.append(amount)
        return self.balance

    def interest(self):
        return self.balance * self.rate


pts = [Point(i % 97, (i * 7) % 89) for i in range(300000)]
total = 0
origin = Point(0, 0)
for p in pts:
    total += p.dist2(origin) + p.norm1
accts = [Account("u" + str(i)) for i in range(2000)]
for k in range(400):
    for a in accts:
        a.deposit(k * 0.5)
s = sum(a.interest() for a in accts)
print(total, round(s, 4), len(accts[0].history))
