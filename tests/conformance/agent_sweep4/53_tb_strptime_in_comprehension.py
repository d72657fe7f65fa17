from datetime import datetime
stamps = ["2024-01-05", "2024/01/06"]
parsed = [datetime.strptime(s, "%Y-%m-%d") for s in stamps]
