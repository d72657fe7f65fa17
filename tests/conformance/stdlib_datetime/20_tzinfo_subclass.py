from datetime import datetime, timedelta, tzinfo, timezone

ZERO = timedelta(0)
HOUR = timedelta(hours=1)


def first_sunday_on_or_after(dt):
    days_to_go = 6 - dt.weekday()
    if days_to_go:
        dt += timedelta(days_to_go)
    return dt


class USEastern(tzinfo):
    """Eastern time with the post-2007 US daylight rules."""

    def utcoffset(self, dt):
        return timedelta(hours=-5) + self.dst(dt)

    def dst(self, dt):
        if dt is None or dt.tzinfo is None:
            return ZERO
        start = first_sunday_on_or_after(datetime(dt.year, 3, 8, 2))
        end = first_sunday_on_or_after(datetime(dt.year, 11, 1, 1))
        if start <= dt.replace(tzinfo=None) < end:
            return HOUR
        return ZERO

    def tzname(self, dt):
        return "EDT" if self.dst(dt) else "EST"

    def __repr__(self):
        return "USEastern()"


eastern = USEastern()
for month in (1, 3, 7, 11, 12):
    d = datetime(2024, month, 10, 12, 0, tzinfo=eastern)
    print(d, d.tzname(), d.utcoffset(), d.dst(), d.astimezone(timezone.utc).strftime("%H:%M %Z"), d.timetuple().tm_isdst)
utc_noon = datetime(2024, 7, 4, 16, 0, tzinfo=timezone.utc)
local = utc_noon.astimezone(eastern)
print(repr(local), local.strftime("%Y-%m-%d %H:%M %Z%z"))
print(local == utc_noon, local - datetime(2024, 7, 4, 12, tzinfo=timezone.utc))


class Fixed(tzinfo):
    def __init__(self, minutes, name):
        self.offset = timedelta(minutes=minutes)
        self.name = name

    def utcoffset(self, dt):
        return self.offset

    def dst(self, dt):
        return ZERO

    def tzname(self, dt):
        return self.name


kathmandu = Fixed(345, "NPT")
print(datetime(2024, 1, 1, tzinfo=kathmandu).isoformat(), utc_noon.astimezone(kathmandu).strftime("%H:%M %Z"))
print(kathmandu.fromutc(datetime(2024, 1, 1, tzinfo=kathmandu)))


class Broken(tzinfo):
    def __init__(self, off=None, dst=None, name=None):
        self.off, self.d, self.n = off, dst, name

    def utcoffset(self, dt):
        return self.off

    def dst(self, dt):
        return self.d

    def tzname(self, dt):
        return self.n


checks = [
    lambda: datetime(2024, 1, 1, tzinfo=Broken(5)).utcoffset(),
    lambda: datetime(2024, 1, 1, tzinfo=Broken(timedelta(days=1))).utcoffset(),
    lambda: datetime(2024, 1, 1, tzinfo=Broken(None, 30)).dst(),
    lambda: datetime(2024, 1, 1, tzinfo=Broken(None, None, 7)).tzname(),
    lambda: datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone(Broken(HOUR)),
    lambda: datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone(Broken(None, ZERO)),
    lambda: Broken().fromutc(datetime(2024, 1, 1)),
    lambda: Broken().fromutc("2024"),
    lambda: tzinfo().utcoffset(None),
    lambda: tzinfo().tzname(None),
    lambda: tzinfo().dst(None),
    lambda: datetime(2024, 1, 1, tzinfo=Broken()).strftime("[%z][%Z]"),
]
for check in checks:
    try:
        print(repr(check()))
    except (TypeError, ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)
