def withdraw(balance, amount):
    assert amount > 0, f"amount must be positive, got {amount}"
    if amount > balance:
        raise ValueError(f"insufficient funds: balance={balance}, requested={amount}")
    return balance - amount
print(withdraw(100, 30))
for amt in (-5, 500):
    try:
        withdraw(100, amt)
    except (AssertionError, ValueError) as e:
        print(type(e).__name__, e)
try:
    assert False
except AssertionError as e:
    print(repr(e), e.args)
try:
    raise TypeError
except TypeError as e:
    print(repr(e))
withdraw(10, 0)
