# datetime methods CPython writes as METH_NOARGS or METH_O: their argument
# errors are worded as C's.
import datetime as dt
d = dt.date(2024, 1, 2)
n = dt.datetime(2024, 1, 2, 3, 4, 5)
t = dt.time(1, 2)
tz = dt.timezone.utc
calls = [
    lambda: d.weekday(1), lambda: d.isoformat(5), lambda: d.ctime(1), lambda: d.timetuple(1),
    lambda: d.toordinal(1), lambda: d.isoweekday(1), lambda: d.isocalendar(1),
    lambda: n.weekday(1), lambda: n.date(1), lambda: n.time(1), lambda: n.timetz(1), lambda: n.utcoffset(1),
    lambda: n.dst(1), lambda: n.tzname(1), lambda: n.timetuple(1), lambda: n.utctimetuple(1),
    lambda: n.timestamp(1), lambda: n.ctime(1), lambda: t.utcoffset(1), lambda: t.dst(1), lambda: t.tzname(1),
    lambda: tz.utcoffset(), lambda: tz.tzname(), lambda: tz.dst(1, 2), lambda: tz.fromutc(),
    lambda: dt.timedelta(1).total_seconds(1), lambda: dt.date.fromisoformat(), lambda: dt.date.fromisoformat('2024-01-01', 1),
    lambda: dt.datetime.fromisoformat(), lambda: dt.time.fromisoformat(), lambda: d.weekday(x=1),
    lambda: dt.date.fromisoformat(date_string='2024-01-01'),
]
for c in calls:
    try:
        print(c())
    except TypeError as e:
        print('TypeError:', e)
print(d.weekday(), n.date(), n.timestamp() > 0, tz.utcoffset(None), dt.date.fromisoformat('2024-02-03'), n.isoformat(sep=' '))
print(dt.timedelta(hours=1).total_seconds(), d.isocalendar(), t.isoformat(timespec='minutes'))
