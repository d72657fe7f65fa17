class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def summary(self):
        return f"{self.owner}: {self.balance:.2f}"


class SavingsAccount(Account):
    def __init__(self, owner, rate):
        # forgot super().__init__(owner)
        self.rate = rate

    def add_interest(self):
        self.balance += self.balance * self.rate


a = Account("ann", 100)
print(a.summary())
s = SavingsAccount("sam", 0.05)
print(s.rate)
s.add_interest()
print(s.summary())
