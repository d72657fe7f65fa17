# An uncaught custom exception with __str__: the traceback's last line.
class QuotaExceeded(Exception):
    def __init__(self, user, used, limit):
        super().__init__(user, used, limit)
        self.user, self.used, self.limit = user, used, limit

    def __str__(self):
        return f"{self.user} used {self.used}/{self.limit}"


def charge(user, amount, usage):
    used = usage.get(user, 0) + amount
    if used > 100:
        raise QuotaExceeded(user, used, 100)
    usage[user] = used
    return used


usage = {}
print(charge("ann", 60, usage), charge("bob", 10, usage))
try:
    charge("ann", 50, usage)
except QuotaExceeded as e:
    print("caught:", e, e.args)
print(usage)
charge("bob", 95, usage)
