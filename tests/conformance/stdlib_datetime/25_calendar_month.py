from datetime import date, timedelta


def month_days(year, month):
    first = date(year, month, 1)
    nxt = date(year + month // 12, month % 12 + 1, 1)
    return (nxt - first).days


def month_grid(year, month):
    first = date(year, month, 1)
    lead = first.weekday()
    cells = [""] * lead + [str(d) for d in range(1, month_days(year, month) + 1)]
    cells += [""] * (-len(cells) % 7)
    return [cells[i:i + 7] for i in range(0, len(cells), 7)]


print(date(2024, 2, 1).strftime("%B %Y").center(20))
print("Mo Tu We Th Fr Sa Su")
for week in month_grid(2024, 2):
    print(" ".join(c.rjust(2) for c in week))
print([month_days(2024, m) for m in range(1, 13)], month_days(2023, 2), month_days(1900, 2), month_days(2000, 2))
last_fridays = []
for m in range(1, 13):
    d = date(2024, m, month_days(2024, m))
    d -= timedelta(days=(d.weekday() - 4) % 7)
    last_fridays.append(d.strftime("%m-%d"))
print("last Fridays:", last_fridays)
quarter_end = [date(2024, m, month_days(2024, m)) for m in (3, 6, 9, 12)]
print([q.isoformat() for q in quarter_end], [q.timetuple().tm_yday for q in quarter_end])
