from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict

transactions = [
    ("2024-01-03", "groceries", "-86.42"), ("2024-01-05", "salary", "4250.00"), ("2024-01-07", "rent", "-1450.00"),
    ("2024-01-09", "groceries", "-112.08"), ("2024-01-12", "utilities", "-96.315"), ("2024-01-15", "dining", "-48.90"),
    ("2024-01-18", "groceries", "-64.33"), ("2024-01-20", "freelance", "615.25"), ("2024-01-24", "dining", "-73.10"),
    ("2024-01-28", "transport", "-55.00"), ("2024-01-30", "utilities", "-41.185"),
]
budget = {"groceries": Decimal("300"), "rent": Decimal("1450"), "utilities": Decimal("120"), "dining": Decimal("100"),
          "transport": Decimal("80")}
spent = defaultdict(Decimal)
income = Decimal(0)
for date, cat, amount in transactions:
    a = Decimal(amount)
    if a > 0:
        income += a
    else:
        spent[cat] += -a
total_spent = sum(spent.values())
print(f"{'category':<12}{'spent':>10}{'budget':>10}{'used':>8}{'left':>10}")
for cat in sorted(spent):
    s = spent[cat].quantize(Decimal("0.01"), ROUND_HALF_UP)
    b = budget[cat]
    used = s / b
    flag = " OVER" if s > b else ""
    print(f"{cat:<12}{s:>10,.2f}{b:>10,.2f}{used:>8.1%}{b - s:>10,.2f}{flag}")
print(f"{'income':<12}{income:>10,.2f}")
print(f"{'spent':<12}{total_spent:>10,.3f}")
net = income - total_spent
print(f"{'net':<12}{net:>+10,.2f}  savings rate {net / income:.2%}")
largest = max(spent.items(), key=lambda kv: kv[1])
print("largest:", largest[0], largest[1], "share", (largest[1] / total_spent * 100).quantize(Decimal("0.1")))
