from decimal import Decimal, ROUND_HALF_UP

def payment(principal, annual_rate, months):
    r = annual_rate / 12
    factor = (1 + r) ** months
    return (principal * r * factor / (factor - 1)).quantize(Decimal("0.01"), ROUND_HALF_UP)

loan = Decimal("250000")
rate = Decimal("0.0675")
n = 360
pmt = payment(loan, rate, n)
print("monthly payment:", pmt)

balance = loan
total_interest = Decimal(0)
for month in range(1, n + 1):
    interest = (balance * rate / 12).quantize(Decimal("0.01"), ROUND_HALF_UP)
    principal_part = pmt - interest
    if month == n:
        principal_part = balance
    balance -= principal_part
    total_interest += interest
    if month <= 3 or month % 60 == 0 or month == n:
        print(f"{month:>3} interest={interest:>9} principal={principal_part:>9} balance={balance:>11,}")
print("total interest:", total_interest)
print("total paid:", f"{pmt * (n - 1) + principal_part + interest:,.2f}")
for months in (12, 60, 180):
    print(months, payment(Decimal("15000"), Decimal("0.0599"), months))
