from datetime import datetime, timedelta, tzinfo, timezone, date
class Fixed(tzinfo):
    def __init__(self, hours, name):
        self._off = timedelta(hours=hours); self._name = name
    def utcoffset(self, dt): return self._off
    def dst(self, dt): return timedelta(0)
    def tzname(self, dt): return self._name
    def __repr__(self): return f"Fixed({self._name})"
class USEastern(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=-5) + self.dst(dt)
    def dst(self, dt):
        if dt is None: return timedelta(0)
        start = datetime(dt.year, 3, 10, 2); end = datetime(dt.year, 11, 3, 2)
        return timedelta(hours=1) if start <= dt.replace(tzinfo=None) < end else timedelta(0)
    def tzname(self, dt): return "EDT" if self.dst(dt) else "EST"
ist = Fixed(5.5, "IST"); et = USEastern()
a = datetime(2024, 7, 4, 12, 0, tzinfo=et); b = datetime(2024, 1, 4, 12, 0, tzinfo=et)
print(a, b, a.tzname(), b.tzname(), a.utcoffset(), a.dst(), b.dst())
print(a.astimezone(ist), a.astimezone(timezone.utc), b.astimezone(ist).strftime("%Y-%m-%d %H:%M %Z %z"), a.isoformat())
print(a - b, a.astimezone(ist) == a, a.timetuple().tm_isdst, b.timetuple().tm_isdst, a.utctimetuple()[:6])
c = datetime(2024, 3, 1, 9, tzinfo=ist)
print(c, c.replace(tzinfo=None), c.timestamp(), datetime.fromtimestamp(c.timestamp(), tz=ist), c.astimezone(et))
try:
    print(c < datetime(2024, 3, 1))
except TypeError as e:
    print("TypeError:", e)
print(c == datetime(2024, 3, 1), sorted([c, a, b])[0], max(a, b).tzname())
class Bad(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=30)
try:
    datetime(2024, 1, 1, tzinfo=Bad()).utcoffset()
except ValueError as e:
    print("ValueError:", e)
class Naive(tzinfo):
    pass
try:
    datetime(2024, 1, 1, tzinfo=Naive()).utcoffset()
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(datetime(2024, 1, 1, tzinfo=Naive()).strftime("%Y") if False else "", timezone(timedelta(hours=1)).tzname(None), timezone.utc.utcoffset(None))
