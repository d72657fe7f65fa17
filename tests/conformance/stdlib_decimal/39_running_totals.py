from decimal import Decimal
from itertools import accumulate
from functools import reduce
import operator

deposits = ["100.00", "250.50", "-75.25", "19.99", "-0.99", "1000", "-333.33"]
amounts = [Decimal(x) for x in deposits]
print([str(x) for x in accumulate(amounts)])
print(reduce(operator.add, amounts), reduce(operator.mul, amounts[:3]), sum(amounts, Decimal("0.00")))
print(max(accumulate(amounts)), min(accumulate(amounts, initial=Decimal(0))))
balance = Decimal("0")
history = []
for i, a in enumerate(amounts, 1):
    balance += a
    history.append((i, a, balance))
for i, a, b in history:
    print(f"{i:>2} {a:>9} {b:>10} {'*' * int(b // 100)}")
avg = sum(amounts) / len(amounts)
print("average", avg, "rounded", round(avg, 2))
print(sorted(amounts, key=lambda x: (x < 0, abs(x))))
print(sum(x for x in amounts if x > 0), sum(x for x in amounts if x < 0))
print(list(map(str, map(abs, amounts))), [str(-x) for x in amounts[:2]])
