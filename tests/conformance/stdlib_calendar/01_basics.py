import calendar

for y in [1900, 2000, 2023, 2024, 2100]:
    print(y, calendar.isleap(y))
print(calendar.leapdays(2000, 2025), calendar.leapdays(1900, 1901))
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 2), calendar.monthrange(2025, 12))
print(calendar.weekday(2024, 7, 4), calendar.day_name[calendar.weekday(2024, 7, 4)])
print(calendar.month_name[1], calendar.month_abbr[12], calendar.day_abbr[0], len(calendar.month_name))
print(list(calendar.month_name)[1:4], list(calendar.day_name))
print(calendar.monthcalendar(2024, 2))
print(calendar.MONDAY, calendar.SUNDAY, calendar.firstweekday())
last_days = {calendar.month_abbr[m]: calendar.monthrange(2024, m)[1] for m in range(1, 13)}
print(last_days)
fridays = [d for week in calendar.monthcalendar(2024, 9) for i, d in enumerate(week) if i == calendar.FRIDAY and d]
print("Fridays in Sep 2024:", fridays)
print(calendar.timegm((2024, 1, 1, 0, 0, 0)))
for bad in [lambda: calendar.monthrange(2024, 13), lambda: calendar.setfirstweekday(9)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
