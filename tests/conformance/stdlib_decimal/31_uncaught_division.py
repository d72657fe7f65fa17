from decimal import Decimal

balance = Decimal("120.00")
months = 0
print("balance", balance)
print("per month", balance / months)
