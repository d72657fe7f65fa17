from datetime import date, datetime, timedelta, timezone

print(date(2024, 3, 5).ctime(), "|", datetime(2024, 3, 15, 7, 8, 9).ctime(), "|", date(5, 1, 5).ctime())
tt = datetime(2024, 3, 5, 7, 8, 9, 500).timetuple()
print(tt)
print(tt.tm_year, tt.tm_mon, tt.tm_mday, tt.tm_hour, tt.tm_min, tt.tm_sec, tt.tm_wday, tt.tm_yday, tt.tm_isdst)
print(tuple(tt), tt[0], len(tt))
print(date(2024, 12, 31).timetuple())
aware = datetime(2024, 1, 1, 2, 0, tzinfo=timezone(timedelta(hours=5)))
print(aware.timetuple())
print(aware.utctimetuple())
print(datetime(2024, 1, 1).utctimetuple())
try:
    datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5))).utctimetuple()
except OverflowError as e:
    print("OverflowError:", e)
