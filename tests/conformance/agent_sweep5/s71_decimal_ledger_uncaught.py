# Simulated bank ledger with Decimal and error escape at the end.
from decimal import Decimal, ROUND_HALF_EVEN
ledger = [("deposit", "100.00"), ("withdraw", "30.255"), ("fee", "1.5"), ("deposit", "0.1"), ("withdraw", "0.2")]
bal = Decimal("0")
history = []
for kind, amt in ledger:
    a = Decimal(amt).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    bal += a if kind == "deposit" else -a
    history.append((kind, a, bal))
for kind, a, b in history:
    print(f"{kind:<9}{a:>9}{b:>10}")
print(bal, bal == Decimal("68.25") - Decimal("0.10") - Decimal("0.00"), sum(h[1] for h in history))
print(Decimal("10") / Decimal("3"), (Decimal("10") / 3).quantize(Decimal("1.000")), Decimal("2") ** Decimal("0.5"))
print(Decimal("1.10") + Decimal("2.205"), Decimal("3.0") * Decimal("1.50"), -Decimal("0.00"), abs(Decimal("-1.5")))
print(max(Decimal("1.0"), Decimal("1")), Decimal("1.0") == Decimal("1.00"), hash(Decimal("1.0")) == hash(1), Decimal(3) < 3.5)
def withdraw(balance, amount):
    if amount > balance:
        raise ValueError(f"Insufficient funds: balance={balance}, amount={amount}")
    return balance - amount
print(withdraw(bal, Decimal("10")))
withdraw(bal, Decimal("1000"))
