class Money:
    def __init__(self, amount, currency="USD"):
        self.amount = amount
        self.currency = currency

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return (self.amount, self.currency) == (other.amount, other.currency)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        print("  (custom __ne__)")
        return not result


a, b, c = Money(5), Money(5), Money(5, "EUR")
print(a == b, a == c, a != c, a != b)
print(a == 5, a != "5")
print(a in [c, b], [a, b].count(Money(5)))
print(a is b)
