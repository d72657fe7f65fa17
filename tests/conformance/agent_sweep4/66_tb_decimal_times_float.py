from decimal import Decimal
price = Decimal("9.99")
print(price * 1.1)
