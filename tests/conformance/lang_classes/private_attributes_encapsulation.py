# The encapsulation demo agents write: "private" attributes with two
# leading underscores, a subclass with its own private of the same name,
# and what outside code can and cannot see.
class BankAccount:
    interest = 0.02

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.__balance = balance
        self.__log = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.__balance += amount
        self.__record("deposit", amount)
        return self.__balance

    def __record(self, kind, amount):
        self.__log.append((kind, amount))

    @property
    def balance(self):
        return self.__balance

    def history(self):
        return list(self.__log)


class Savings(BankAccount):
    def __init__(self, owner, balance=0):
        super().__init__(owner, balance)
        self.__balance = "savings-private"

    def mine(self):
        return self.__balance


acct = Savings("ann", 100)
acct.deposit(50)
print(acct.balance, acct.mine(), acct.history())
for name in ("__balance", "_BankAccount__balance", "_Savings__balance", "__record", "_BankAccount__record"):
    print(name, hasattr(acct, name))
try:
    print(acct.__balance)
except AttributeError as e:
    print("AttributeError:", e)
try:
    acct.__record("x", 1)
except AttributeError as e:
    print("AttributeError:", e)
print(acct._BankAccount__balance, sorted(n for n in dir(acct) if "balance" in n))


class _Hidden:
    def set(self):
        self.__v = 1
        return [n for n in dir(self) if n.endswith("__v")]


class __:
    def set(self):
        self.__v = 1
        return [n for n in dir(self) if n.endswith("__v")]


print(_Hidden().set(), __().set())
