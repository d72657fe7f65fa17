class Percent:
    def __init__(self, p):
        self.p = p

    def __rmul__(self, amount):
        return amount * self.p / 100

    def __rsub__(self, amount):
        return amount - amount * self.p / 100

    def __radd__(self, amount):
        return amount + amount * self.p / 100

    def __repr__(self):
        return f"{self.p}%"


vat = Percent(20)
discount = Percent(15)
price = 80
print(price * vat, price + vat, price - discount)
print(round(200 - discount + Percent(0), 2))
print(sum([10, 20]) + vat, [Percent(5)])
