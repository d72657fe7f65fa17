# An account whose balance may not go negative.
class Account:
    def __init__(self, balance):
        self._balance = balance
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, value):
        if value < 0:
            raise ValueError("insufficient funds")
        self._balance = value

acct = Account(100)
acct.balance -= 30
print("after first:", acct.balance)
acct.balance -= 80
print("after second:", acct.balance)
