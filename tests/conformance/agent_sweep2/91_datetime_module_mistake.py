import datetime
today = datetime.date(2024, 5, 17)
print(today.isoformat(), today.strftime("%B %d, %Y"))
print(datetime.datetime(2024, 5, 17, 9, 30).strftime("%H:%M"))
print(datetime.timedelta(days=3) + today)
stamp = datetime.now()
