from collections import defaultdict
from datetime import date, timedelta

sales = [(date(2023, 12, 29), 120), (date(2024, 1, 1), 90), (date(2024, 1, 3), 150), (date(2024, 1, 7), 60),
         (date(2024, 1, 8), 200), (date(2024, 12, 30), 75), (date(2021, 1, 3), 10), (date(2020, 12, 31), 5)]
weekly = defaultdict(int)
for day, amount in sales:
    year, week, weekday = day.isocalendar()
    weekly[f"{year}-W{week:02d}"] += amount
for key in sorted(weekly):
    print(key, weekly[key])

cal = date(2024, 1, 1).isocalendar()
print(cal, cal.year, cal.week, cal.weekday, cal[1], tuple(cal))
print(date(2020, 12, 31).isocalendar())
print(date(2024, 12, 30).strftime("%G-W%V-%u"), date(2021, 1, 3).strftime("%G-W%V-%u %Y-%U-%W"))
print(date.fromisocalendar(2024, 1, 1), date.fromisocalendar(2020, 53, 5))
monday = date.fromisocalendar(2024, 10, 1)
print("week 10:", [(monday + timedelta(days=i)).strftime("%a %d") for i in range(7)])
for bad in [(2021, 53, 1), (2024, 0, 1), (2024, 5, 8), (0, 1, 1)]:
    try:
        date.fromisocalendar(*bad)
    except ValueError as e:
        print("ValueError:", e)
print(date.fromisoformat("2024-W10-3"), date.fromisoformat("2024W10"))
