def tax(amount):
    return amount * 0.2


prices = [10, 20]
for p in prices:
    print(p, tax(p))
tax = tax(100)
print("tax on 100 is", tax)
print(tax(50))
