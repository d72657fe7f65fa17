class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amt):
        if amt > self.balance:
            raise ValueError(f"insufficient funds: balance {self.balance}, requested {amt}")
        self.balance -= amt
acct = Account(100)
for amt in (30, 50, 40):
    acct.withdraw(amt)
    print("ok", acct.balance)
