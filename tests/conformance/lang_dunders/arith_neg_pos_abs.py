class Balance:
    def __init__(self, cents):
        self.cents = cents

    def __neg__(self):
        return Balance(-self.cents)

    def __pos__(self):
        return Balance(abs(self.cents))

    def __abs__(self):
        return abs(self.cents)

    def __sub__(self, other):
        return Balance(self.cents - other.cents)

    def __repr__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}${abs(self.cents) / 100:.2f}"


b = Balance(-2550)
print(b, -b, +b, abs(b))
print(-(-b), -(b - Balance(450)))
print(sorted([Balance(5), Balance(-7), Balance(1)], key=abs))
