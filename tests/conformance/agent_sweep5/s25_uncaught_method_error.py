class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: balance {self.balance}, requested {amount}")
        self.balance -= amount
        return self.balance
    def transfer(self, other, amount):
        self.withdraw(amount)
        other.balance += amount

a = Account("ann", 100)
b = Account("bob")
a.transfer(b, 30)
print(a.balance, b.balance)
accounts = {"ann": a, "bob": b}
for name, amt in [("ann", 50), ("bob", 40)]:
    accounts[name].transfer(accounts["ann" if name == "bob" else "bob"], amt)
    print(name, {k: v.balance for k, v in accounts.items()})
