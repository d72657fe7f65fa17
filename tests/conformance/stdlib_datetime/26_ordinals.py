from datetime import date, datetime

for d in [date(1, 1, 1), date(1970, 1, 1), date(2000, 2, 29), date(2024, 3, 5), date(9999, 12, 31)]:
    o = d.toordinal()
    print(d, o, date.fromordinal(o) == d, d.weekday(), d.isoweekday(), d.strftime("%A"), d.timetuple().tm_yday)
print(date.fromordinal(738950), datetime.fromordinal(738950), repr(datetime.fromordinal(1)))
names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
print([names[date(2024, 1, d).weekday()] for d in range(1, 8)])
print("day of year:", date(2024, 12, 31).toordinal() - date(2024, 1, 1).toordinal() + 1)
print(datetime(2024, 3, 5, 23, 59).toordinal() == date(2024, 3, 5).toordinal())
for bad in [0, -5, 3652060, 1.5, "1"]:
    try:
        print(date.fromordinal(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
