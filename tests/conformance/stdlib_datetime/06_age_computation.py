from datetime import date


def age_on(birth, day):
    years = day.year - birth.year
    if (day.month, day.day) < (birth.month, birth.day):
        years -= 1
    return years


def next_birthday(birth, day):
    try:
        candidate = birth.replace(year=day.year)
    except ValueError:
        candidate = date(day.year, 3, 1)
    if candidate < day:
        try:
            candidate = birth.replace(year=day.year + 1)
        except ValueError:
            candidate = date(day.year + 1, 3, 1)
    return candidate


people = {"Ada": date(1990, 12, 10), "Bo": date(2000, 2, 29), "Cy": date(1985, 3, 5), "Di": date(2010, 3, 6)}
today = date(2024, 3, 5)
for name, born in people.items():
    nb = next_birthday(born, today)
    print(f"{name}: born {born:%B %d, %Y}, age {age_on(born, today)}, next birthday {nb} in {(nb - today).days} days")

try:
    date(2000, 2, 29).replace(year=2023)
except ValueError as e:
    print("ValueError:", e)
ages = sorted(people, key=lambda n: people[n])
print("oldest to youngest:", ages)
print("days alive (Bo):", (today - people["Bo"]).days, "weeks:", (today - people["Bo"]).days // 7)
