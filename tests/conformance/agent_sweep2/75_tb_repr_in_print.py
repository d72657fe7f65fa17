class Money:
    def __init__(self, amount, currency):
        self.amount = amount
        self.currency = currency
    def __repr__(self):
        return f"{self.amount:.2f} {self.currency.upper()}"
wallet = [Money(5, "usd"), Money(2.5, "eur")]
print(wallet)
wallet.append(Money("7", "gbp"))
print(wallet)
