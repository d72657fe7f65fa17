class QuotaExceeded(Exception):
    def __init__(self, user, used, limit):
        super().__init__(f"{user} used {used} of {limit} requests")
        self.user = user


usage = {"ann": 80, "bob": 120}
LIMIT = 100

def check(user):
    if usage[user] > LIMIT:
        raise QuotaExceeded(user, usage[user], LIMIT)
    print(user, "ok")


check("ann")
check("bob")
