from datetime import datetime
dates = ["2024-01-15", "2024-02-30", "2024-03-01"]
parsed = []
for d in dates:
    parsed.append(datetime.strptime(d, "%Y-%m-%d"))
    print("ok", parsed[-1].date())
