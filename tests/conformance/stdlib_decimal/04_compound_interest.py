from decimal import Decimal, ROUND_HALF_UP, getcontext

principal = Decimal("10000.00")
annual_rate = Decimal("0.045")
cent = Decimal("0.01")

print("yearly compounding")
balance = principal
for year in range(1, 6):
    interest = (balance * annual_rate).quantize(cent, ROUND_HALF_UP)
    balance += interest
    print(f"  year {year}: interest {interest:>8} balance {balance:>10}")

print("closed form, monthly compounding")
monthly = annual_rate / 12
for years in (1, 5, 10, 30):
    amount = principal * (1 + monthly) ** (12 * years)
    print(f"  {years:>2} years: {amount.quantize(cent, ROUND_HALF_UP):>12,}  raw {amount}")

print("continuous:", (principal * (annual_rate * 10).exp()).quantize(cent))
print("rule of 72 vs exact doubling time:", Decimal(72) / (annual_rate * 100),
      (Decimal(2).ln() / (1 + annual_rate).ln()).quantize(Decimal("0.001")))
print("effective annual rate:", ((1 + monthly) ** 12 - 1).quantize(Decimal("0.000001")))
print(getcontext().prec)
