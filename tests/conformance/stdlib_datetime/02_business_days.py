from datetime import date, timedelta

HOLIDAYS = {date(2024, 1, 1), date(2024, 1, 15), date(2024, 2, 19), date(2024, 5, 27), date(2024, 7, 4)}


def is_business_day(d):
    return d.weekday() < 5 and d not in HOLIDAYS


def add_business_days(start, n):
    d = start
    step = timedelta(days=1 if n >= 0 else -1)
    remaining = abs(n)
    while remaining:
        d += step
        if is_business_day(d):
            remaining -= 1
    return d


def business_days_between(a, b):
    count = 0
    d = a
    while d < b:
        if is_business_day(d):
            count += 1
        d += timedelta(days=1)
    return count


start = date(2024, 1, 10)
for n in (1, 5, 10, 20, -3):
    end = add_business_days(start, n)
    print(f"{start.isoformat()} + {n} business days = {end.isoformat()} ({end:%a})")

print("Business days in January 2024:", business_days_between(date(2024, 1, 1), date(2024, 2, 1)))
print("Business days in Q1 2024:", business_days_between(date(2024, 1, 1), date(2024, 4, 1)))
weekend = [d for d in (date(2024, 7, 1) + timedelta(days=i) for i in range(10)) if not is_business_day(d)]
print("Non-working days:", [d.strftime("%m/%d") for d in weekend])
print([date(2024, 6, 28 + i).isoweekday() for i in range(3)])
