# Monthly payments and compound interest for a loan comparison.
import math

principal = 250_000
for annual_rate in (0.035, 0.05, 0.0725):
    r = annual_rate / 12
    for years in (15, 30):
        n = years * 12
        payment = principal * r / (1 - math.pow(1 + r, -n))
        total_interest = payment * n - principal
        print(f"{annual_rate:.2%} {years}y payment={payment:,.2f} interest={total_interest:,.2f}")
rate = 0.05
print(math.exp(rate * 10), (1 + rate) ** 10, math.log(2) / math.log1p(rate), math.expm1(1e-10))
print(math.ceil(math.log(2) / rate), math.floor(72 / 5), math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10))
