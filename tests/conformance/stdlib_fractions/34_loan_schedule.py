from fractions import Fraction

principal = Fraction(12000)
annual_rate = Fraction('0.06')
months = 6
r = annual_rate / 12
payment = principal * r / (1 - (1 + r) ** -months)
print('exact payment:', payment)
print('payment: %.2f' % float(payment))
balance = principal
for m in range(1, months + 1):
    interest = balance * r
    balance = balance + interest - payment
    print(f'{m}: interest {float(interest):8.2f} balance {float(balance):10.2f}')
print('final balance exactly zero:', balance == 0)
