class Account:
    def __init__(self):
        self.balance = 0
        self.owner = "x"
    def deposit(self, n):
        self.balance += n
a = Account()
for name in ["balanse", "deposite", "ownr", "withdraw", "zzzzzzzz"]:
    try:
        getattr(a, name)
    except AttributeError as e:
        print(e)
try:
    a.balanse
except AttributeError as e:
    print("direct:", e)
try:
    [1, 2].push(3)
except AttributeError as e:
    print(e)
try:
    "abc".startwith("a")
except AttributeError as e:
    print(e)
try:
    {}.has_key("a")
except AttributeError as e:
    print(e)
try:
    None.split()
except AttributeError as e:
    print(e)
import math
try:
    math.sqr(4)
except AttributeError as e:
    print(e)
print(a.deposite(5))
