class Money:
    def __init__(self, cents):
        self.cents = cents

    def __truediv__(self, n):
        return Money(round(self.cents / n))

    def __floordiv__(self, n):
        return Money(self.cents // n)

    def __mod__(self, n):
        return Money(self.cents % n)

    def __pow__(self, n):
        return Money(round(self.cents * 1.05 ** n))

    def __repr__(self):
        return f"${self.cents / 100:.2f}"


bill = Money(10000)
print(bill / 3, bill // 3, bill % 3)
print(bill ** 2, bill ** 0)
share, rest = bill // 7, bill % 7
print(share, rest, share.cents * 7 + rest.cents == bill.cents)
