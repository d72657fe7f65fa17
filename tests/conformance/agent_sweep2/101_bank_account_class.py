class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        super().__init__(f"cannot withdraw {amount:.2f}; balance is {balance:.2f}")
        self.shortfall = amount - balance
class Account:
    _next_id = 1000
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("dep", amount))
        return self
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(self._balance, amount)
        self._balance -= amount
        self.history.append(("wd", amount))
        return self
    def __repr__(self):
        return f"Account(#{self.id}, {self.owner!r}, {self._balance:.2f})"
a = Account("ann", 50).deposit(25.5).withdraw(10)
b = Account("bob")
print(a, b, a.history)
try:
    b.withdraw(5)
except InsufficientFunds as e:
    print(e, e.shortfall)
try:
    a.balance = 1000
except AttributeError as e:
    print("AttributeError:", e)
accounts = sorted([a, b, Account("cy", 99)], key=lambda x: x.balance, reverse=True)
print([acc.owner for acc in accounts], sum(acc.balance for acc in accounts))
a.deposit(-1)
