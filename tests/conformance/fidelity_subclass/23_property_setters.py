# Properties with validation in setters, read-only properties, and deleters.
class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError("balance must be a number, not %s" % type(value).__name__)
        if value < 0:
            raise ValueError("balance cannot be negative")
        self._balance = value

    @balance.deleter
    def balance(self):
        print("closing", self.owner)
        self._balance = 0

    @property
    def summary(self):
        return "%s: %s" % (self.owner, self.balance)


acct = Account("ann", 10)
acct.balance += 5
print(acct.balance, acct.summary)
for bad in (-1, "lots"):
    try:
        acct.balance = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    acct.summary = "x"
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del acct.summary
except AttributeError as e:
    print(type(e).__name__, e)
del acct.balance
print(acct.balance, acct._balance)
try:
    Account("bob", -5)
except ValueError as e:
    print(type(e).__name__, e)
print(type(Account.balance).__name__, Account.summary.fset, Account.balance.__doc__)
