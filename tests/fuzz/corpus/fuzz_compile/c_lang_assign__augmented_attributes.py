class Account:
    fee = 1.5

    def __init__(self, owner):
        self.owner = owner
        self.balance = 0
        self.history = []

    def deposit(self, amount):
        self.balance += amount
        self.history += [("dep", amount)]


acc = Account("ann")
acc.deposit(50)
acc.deposit(25)
acc.balance -= Account.fee
acc.owner += " smith"
Account.fee *= 2
print(acc.owner, acc.balance, acc.history, Account.fee)
acc.history[0] += ("checked",)
print(acc.history)
