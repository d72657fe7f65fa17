class Money:
    def __init__(self, cents):
        self.cents = cents

    def __truediv__(self, parts):
        return Money(self.cents // parts)

    def __floordiv__(self, other):
        return self.cents // other.cents

    def __mod__(self, parts):
        return Money(self.cents % parts)

    def __pow__(self, years):
        return Money(round(self.cents * 1.1 ** years))

    def __neg__(self):
        return Money(-self.cents)

    def __repr__(self):
        return f"${self.cents / 100:.2f}"


rent = Money(150000)
print(rent / 3, rent % 7, rent ** 2, -rent)
print(rent // Money(25000), "payments of $250")
split_among = 0
print(rent / split_among)
