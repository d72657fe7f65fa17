from datetime import datetime, date, timedelta
tests = [
    lambda: datetime.strptime("2024-13-01", "%Y-%m-%d"),
    lambda: datetime.strptime("2024-01-01 extra", "%Y-%m-%d"),
    lambda: datetime.strptime("abc", "%Y"),
    lambda: date(2023, 2, 29),
    lambda: datetime(2024, 1, 1, 24),
    lambda: date.fromisoformat("2024/01/01"),
    lambda: datetime.fromisoformat("nope"),
    lambda: datetime(2024,1,1) - date(2024,1,1),
    lambda: date(2024,1,1) + 1,
    lambda: timedelta(days=1) + 1,
    lambda: datetime(2024,1,1) < "2024",
    lambda: timedelta(days=1e10),
    lambda: date(2024,1,1).replace(month=0),
    lambda: datetime(2024,1,1, tzinfo=None) < datetime(2024,1,1).astimezone(),
]
for i, t in enumerate(tests):
    try:
        print(i, t())
    except Exception as e:
        print(i, type(e).__name__, e)
