class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return Money(self.cents + other.cents)

    def __repr__(self):
        return f"Money({self.cents})"


print(Money(100) + Money(250))
wallet = [Money(5), Money(10)]
print(wallet[0] + wallet[1])
print(Money(1) + 99)
