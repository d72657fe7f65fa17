class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
        self.available = available


def withdraw(balance, amount):
    if amount > balance:
        raise InsufficientFunds(amount, balance)
    return balance - amount


balance = 100
for amount in [30, 50, 40]:
    try:
        balance = withdraw(balance, amount)
        print("withdrew", amount, "left", balance)
    except InsufficientFunds as e:
        print("failed:", e, "| short by", e.needed - e.available)
        print("args:", e.args)
