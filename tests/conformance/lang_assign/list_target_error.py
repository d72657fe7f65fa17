line = "2024-05-01,shipped,12.50"
[date, status, amount] = line.split(",")
print(date, status, float(amount))
[year, month, day] = date.split("-")
print(int(year), int(month), int(day))
line = "2024-05-02,pending"
[date, status, amount] = line.split(",")
print(date, status, amount)
