import datetime as dt
from datetime import date, datetime, timezone, timedelta

now = datetime.now()
print(type(now).__name__, now.tzinfo, isinstance(now, date))
aware = datetime.now(timezone.utc)
print(aware.tzinfo, aware.utcoffset(), type(datetime.utcnow()).__name__, datetime.utcnow().tzinfo)
print(type(date.today()).__name__, type(datetime.today()).__name__, datetime.today().tzinfo)
shifted = datetime.now(tz=timezone(timedelta(hours=9), "JST"))
print(shifted.tzname(), shifted.utcoffset())
print(abs(datetime.now(timezone.utc) - aware) < timedelta(minutes=5))
print(2020 < date.today().year < 2200, 0 <= now.hour < 24)
print(isinstance(dt.datetime.now(), dt.date), issubclass(dt.datetime, dt.date), issubclass(dt.timezone, dt.tzinfo))
for call in [lambda: datetime.now("UTC"), lambda: datetime.now(None, 1), lambda: date.today(1), lambda: datetime.today(1)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
