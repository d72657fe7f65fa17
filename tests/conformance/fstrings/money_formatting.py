def money(amount):
    sign = "-" if amount < 0 else ""
    return f"{sign}${abs(amount):,.2f}"

amounts = [0, 5, 1234.5, -987654.321, 1e7, 0.005, 0.015]
for a in amounts:
    print(f"{a!r:>14} -> {money(a)}")
budget = {"rent": 1500, "food": 420.75, "fun": 99.999}
for k, v in budget.items():
    print(f"{k:<6}{money(v):>12}")
print(f"{'total':<6}{money(sum(budget.values())):>12}")
