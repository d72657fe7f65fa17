from datetime import date, datetime, timedelta
import calendar
tasks = [("write spec", date(2024, 3, 1), 5), ("build", date(2024, 3, 4), 12), ("test", date(2024, 3, 18), 3), ("ship", date(2024, 3, 29), 1)]
today = date(2024, 3, 20)
for name, start, days in tasks:
    end = start + timedelta(days=days)
    status = "done" if end < today else "active" if start <= today else "planned"
    print(f"{name:<12}{start:%a %d %b}  ->  {end:%Y-%m-%d} ({days:>2}d) {status:>8} {(end - today).days:+d}")
def business_days(a, b):
    n = 0
    d = a
    while d < b:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 3, 1), date(2024, 4, 1)), calendar.month_name[3], calendar.weekday(2024, 3, 1))
print(calendar.month(2024, 2))
print(calendar.monthcalendar(2024, 2)[0], list(calendar.day_abbr), calendar.leapdays(2000, 2025))
birth = date(1990, 7, 15)
age = today.year - birth.year - ((today.month, today.day) < (birth.month, birth.day))
print("age", age, (today - birth).days // 365, (today - birth) / timedelta(weeks=1))
week_start = today - timedelta(days=today.weekday())
print([str(week_start + timedelta(days=i)) for i in range(7)], today.isocalendar().week, today.strftime("Week %W, day %j"))
stamps = ["2024-03-20T08:15:00", "2024-03-20T17:45:30", "2024-03-19T23:59:59"]
dts = sorted(datetime.fromisoformat(s) for s in stamps)
print([d.strftime("%H:%M") for d in dts], dts[-1] - dts[0], max(dts).date(), min(dts).time())
print(datetime(2024, 3, 20, 15, 5).strftime("%I:%M %p on %A, %B %d"), datetime(2024, 12, 31).strftime("%U %W %V %G %u"))
print(timedelta(seconds=3725), str(timedelta(seconds=3725)).split(":"), divmod(3725, 60), "%02d:%02d:%02d" % (3725 // 3600, 3725 % 3600 // 60, 3725 % 60))
