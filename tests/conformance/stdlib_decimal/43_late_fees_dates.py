from datetime import date
from decimal import Decimal, ROUND_HALF_UP

invoices = [("INV-001", date(2024, 1, 15), Decimal("1200.00")), ("INV-002", date(2024, 2, 1), Decimal("349.99")),
            ("INV-003", date(2024, 2, 20), Decimal("87.50")), ("INV-004", date(2024, 3, 5), Decimal("15000"))]
today = date(2024, 3, 31)
DAILY_RATE = Decimal("0.0005")
MIN_FEE = Decimal("5.00")
total_fees = Decimal(0)
for number, due, amount in invoices:
    days = (today - due).days
    fee = (amount * DAILY_RATE * days).quantize(Decimal("0.01"), ROUND_HALF_UP)
    if 0 < fee < MIN_FEE:
        fee = MIN_FEE
    total_fees += fee
    print(f"{number} due {due.isoformat()} {days:>3} days late, amount {amount:>10,.2f}, fee {fee:>7}")
print("total fees", total_fees, "avg", (total_fees / len(invoices)).quantize(Decimal("0.01")))
annualized = DAILY_RATE * 365
print(f"annualized rate {annualized:.2%} = {annualized}")
