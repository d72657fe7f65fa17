from datetime import datetime

rows = ["2024-03-05 10:00", "2024-03-06 11:30", "06/03/2024 12:00"]
for row in rows:
    when = datetime.strptime(row, "%Y-%m-%d %H:%M")
    print(when.strftime("%d %b %H:%M"))
