# dir() lists attribute names as CPython does.
import math

class Account:
    """A bank account."""
    currency = 'EUR'

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount

    @property
    def summary(self):
        return f'{self.owner}: {self.balance}'

class Savings(Account):
    rate = 0.02

    def add_interest(self):
        self.deposit(self.balance * self.rate)

class Pair:
    __slots__ = ('left', 'right')

acct = Savings('ann', 100)
print(dir(acct))
print(dir(Account))
print(dir(Pair))
print([name for name in dir(acct) if not name.startswith('_')])
print([name for name in dir(Savings) if not name.startswith('__')])
public = [name for name in dir(math) if not name.startswith('_')]
print(len(public) > 40, public[:8], 'sqrt' in public)
print([m for m in dir('') if not m.startswith('_')])
print([m for m in dir([]) if not m.startswith('_')])
print([m for m in dir({}) if not m.startswith('_')])
print(dir(42) == dir(int), '__add__' in dir(1.5), 'append' in dir(list))
print(dir(ValueError('bad')) == dir(ValueError))

def compute(a, b=2):
    total = a + b
    def helper():
        return total
    print(dir())
    later = 1
    return helper()

compute(1)

def outer():
    factor = 3
    def inner(x):
        print(dir())
        return x * factor
    return inner(2)

outer()

class Registry:
    items = []
    print(dir())

class Custom:
    def __dir__(self):
        return ['zeta', 'alpha', 'mid']

print(dir(Custom()))
print([n for n in dir() if not n.startswith('__')])
dir(1, 2)
