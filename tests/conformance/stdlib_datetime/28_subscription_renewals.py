from datetime import date


def add_months(d, months):
    month_index = d.month - 1 + months
    year = d.year + month_index // 12
    month = month_index % 12 + 1
    for day in (d.day, 30, 29, 28):
        try:
            return d.replace(year=year, month=month, day=day)
        except ValueError:
            continue


subscriptions = {"basic": date(2024, 1, 31), "pro": date(2023, 11, 30), "team": date(2024, 2, 29)}
for plan, start in subscriptions.items():
    renewals = [add_months(start, n) for n in range(1, 7)]
    print(plan.ljust(6), start, "->", ", ".join(r.strftime("%b %d") for r in renewals))
print(add_months(date(2024, 2, 29), 12), add_months(date(2024, 3, 31), -1), add_months(date(2024, 1, 15), -13))
anniversary = date(2024, 2, 29)
for year in range(2024, 2030):
    try:
        print(year, anniversary.replace(year=year))
    except ValueError as e:
        print(year, "ValueError:", e)
