"""Concrete date/time and related types, as in CPython's datetime module:
date, time, datetime, timedelta, tzinfo, timezone.

A snippet's local time is UTC, as in the time module: naive datetimes are
read as UTC by timestamp() and astimezone(), and fromtimestamp(), now()
and today() without a time zone give UTC wall time. The clock is the time
module's. Names in strftime/strptime are the C locale's."""

__all__ = ('date', 'datetime', 'time', 'timedelta', 'timezone', 'tzinfo',
           'MINYEAR', 'MAXYEAR', 'UTC')

MINYEAR = 1
MAXYEAR = 9999

_NULL = object()
_MAXORDINAL = 3652059           # date.max.toordinal()
_EPOCH_ORD = 719163             # date(1970, 1, 1).toordinal()
_US_PER_DAY = 86400000000

_DAYS_IN_MONTH = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_DAY_ABBR = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_MONTH_ABBR = ('', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
               'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')


# ---- calendar arithmetic ---------------------------------------------------

def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days_in_month(y, m):
    if m == 2 and y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        return 29
    return _DAYS_IN_MONTH[m]


def _ymd2ord(y, m, d):
    """Day number of y-m-d, 0001-01-01 being day 1."""
    p = y - 1
    n = p * 365 + p // 4 - p // 100 + p // 400 + _DAYS_BEFORE_MONTH[m] + d
    if m > 2 and y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        n += 1
    return n


def _ord2ymd(n):
    """(year, month, day) of day number n (any int, years may leave
    1..9999). The days are counted in 400-year eras starting on March 1
    so that the leap day ends each year."""
    z = n + 305
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    if mp < 10:
        return yoe + era * 400, mp + 3, d
    return yoe + era * 400 + 1, mp - 9, d


def _iso_week1_monday(year):
    first = _ymd2ord(year, 1, 1)
    wd = (first + 6) % 7
    monday = first - wd
    if wd > 3:
        monday += 7
    return monday


def _long_weeks(year):
    """Whether ISO year `year` has 53 weeks."""
    wd = (_ymd2ord(year, 1, 1) + 6) % 7
    return wd == 3 or (wd == 2 and _is_leap(year))


# ---- argument conversion, as CPython's C argument parser does it ----------

def _cint(v):
    """An argument converted to a C int."""
    if type(v) is not int:
        v = range(v).stop
    if v > 2147483647 or v < -2147483648:
        if v > 9223372036854775807 or v < -9223372036854775808:
            raise OverflowError('Python int too large to convert to C long')
        if v > 0:
            raise OverflowError('signed integer is greater than maximum')
        raise OverflowError('signed integer is less than minimum')
    return v


def _fname(fname):
    return 'function' if fname is None else fname + '()'


def _getargs(fname, names, nreq, npos, ints, args, kw):
    """Match args and the keywords kw to names as CPython's keyword argument
    parser does: the first nreq are required, only the first npos may be
    positional, ints[i] says whether names[i] converts to a C int. Missing
    optional values are _NULL."""
    nargs = len(args)
    nkw = len(kw) if kw else 0
    n = len(names)
    if nargs + nkw > n:
        raise TypeError('%s takes at most %d %sargument%s (%d given)' % (
            _fname(fname), n, 'keyword ' if nargs == 0 else '', '' if n == 1 else 's', nargs + nkw))
    out = []
    for i in range(n):
        if i == npos and nargs > npos:
            raise TypeError('%s takes at most %d positional argument%s (%d given)' % (
                _fname(fname), npos, '' if npos == 1 else 's', nargs))
        if i < nargs:
            v = args[i]
        elif nkw and names[i] in kw:
            v = kw[names[i]]
            nkw -= 1
        else:
            if i < nreq:
                raise TypeError("%s missing required argument '%s' (pos %d)" % (
                    _fname(fname), names[i], i + 1))
            out.append(_NULL)
            continue
        if ints[i]:
            v = _cint(v)
        out.append(v)
    if nkw:
        for i in range(nargs):
            if names[i] in kw:
                raise TypeError("argument for %s given by name ('%s') and position (%d)" % (
                    _fname(fname), names[i], i + 1))
        for k in kw:
            if k not in names:
                raise TypeError("'%s' is an invalid keyword argument for %s" % (
                    k, 'this function' if fname is None else fname + '()'))
    return out


def _noargs(name, args, kw):
    if kw:
        raise TypeError('%s() takes no keyword arguments' % name)
    if args:
        raise TypeError('%s() takes no arguments (%d given)' % (name, len(args)))


def _str_arg(fname, i, v):
    if not isinstance(v, str):
        raise TypeError('%s() argument %d must be str, not %s' % (fname, i, _argtype(v)))
    return v


def _argtype(v):
    return 'None' if v is None else _tpname(v)


# Names of this module's types as CPython's error messages show them.
_C_NAMES = {}


def _tpname(v):
    t = type(v)
    n = _C_NAMES.get(t)
    return n if n is not None else t.__name__


def _clsname(self, base):
    """The name a repr starts with: the module-qualified one for the
    module's own classes, the bare class name for subclasses."""
    t = type(self)
    return _C_NAMES[t] if t is base else t.__name__


def _readonly(name, owner):
    msg = "attribute '%s' of '%s' objects is not writable" % (name, owner)

    def fset(self, value):
        raise AttributeError(msg)
    return fset


def _readonly_member(self, value):
    raise AttributeError('readonly attribute')


def _check_date(year, month, day):
    if 1 <= year <= 9999 and 1 <= month <= 12 and 1 <= day <= 28:
        return
    _cint(year)
    _cint(month)
    _cint(day)
    if not 1 <= year <= 9999:
        raise ValueError('year %d is out of range' % year)
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError('day is out of range for month')


def _check_time(hour, minute, second, microsecond, fold):
    if not 0 <= hour <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= minute <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= second <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= microsecond <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold != 0 and fold != 1:
        raise ValueError('fold must be either 0 or 1')


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % _tpname(tz))


def _bad_offset(off):
    d = off._days
    return d < -1 or d >= 1 or (d == -1 and off._seconds == 0 and off._microseconds < 1)


def _call_offset(tz, name, arg):
    """tz.utcoffset(arg) or tz.dst(arg), checked."""
    if tz is None:
        return None
    if type(tz) is timezone:
        if name == 'dst':
            return None
        return tz._offset
    off = tz.utcoffset(arg) if name == 'utcoffset' else tz.dst(arg)
    if off is None:
        return None
    if not isinstance(off, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (name, _tpname(off)))
    if _bad_offset(off):
        raise ValueError('offset must be a timedelta strictly between '
                         '-timedelta(hours=24) and timedelta(hours=24).')
    return off


def _call_tzname(tz, arg):
    if tz is None:
        return None
    name = tz.tzname(arg)
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % _tpname(name))
    return name


def _format_offset(off, sep):
    """+HH<sep>MM[<sep>SS[.ffffff]] of a timedelta."""
    us = ((off._days * 86400 + off._seconds) * 1000000) + off._microseconds
    sign = '+'
    if us < 0:
        sign = '-'
        us = -us
    s, us = divmod(us, 1000000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    if us:
        return '%s%02d%s%02d%s%02d.%06d' % (sign, h, sep, m, sep, s, us)
    if s:
        return '%s%02d%s%02d%s%02d' % (sign, h, sep, m, sep, s)
    return '%s%02d%s%02d' % (sign, h, sep, m)


def _format_time(h, m, s, us, timespec):
    if timespec == 'auto':
        if us:
            return '%02d:%02d:%02d.%06d' % (h, m, s, us)
        return '%02d:%02d:%02d' % (h, m, s)
    if timespec == 'hours':
        return '%02d' % h
    if timespec == 'minutes':
        return '%02d:%02d' % (h, m)
    if timespec == 'seconds':
        return '%02d:%02d:%02d' % (h, m, s)
    if timespec == 'milliseconds':
        return '%02d:%02d:%02d.%03d' % (h, m, s, us // 1000)
    if timespec == 'microseconds':
        return '%02d:%02d:%02d.%06d' % (h, m, s, us)
    raise ValueError('Unknown timespec value')


# ---- timedelta ---------------------------------------------------------------

def _new_delta(d, s, us):
    self = object.__new__(timedelta)
    self._days = d
    self._seconds = s
    self._microseconds = us
    return self


def _delta_us(us):
    """The timedelta of `us` microseconds."""
    s, us = divmod(us, 1000000)
    d, s = divmod(s, 86400)
    if d > 999999999 or d < -999999999:
        if d > 2147483647 or d < -2147483648:
            raise OverflowError('Python int too large to convert to C int')
        raise OverflowError('days=%d; must have magnitude <= 999999999' % d)
    self = object.__new__(timedelta)
    self._days = d
    self._seconds = s
    self._microseconds = us
    return self


def _div_nearest(a, b):
    """a / b rounded to the nearest int, ties to even."""
    q, r = divmod(a, b)
    r2 = r * 2
    if b > 0:
        if r2 > b or (r2 == b and q & 1):
            q += 1
    elif r2 < b or (r2 == b and q & 1):
        q += 1
    return q


def _c_round(x):
    """C's round(): halfway cases away from zero."""
    t = float(int(x))
    f = x - t
    if f >= 0.5:
        t += 1.0
    elif f <= -0.5:
        t -= 1.0
    return t


_TD_NAMES = ('days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks')
_TD_INTS = (False,) * 7
# Components in the order CPython accumulates them, with their size in
# microseconds: the order matters for the rounding of float parts.
_TD_ORDER = ((2, 1), (3, 1000), (1, 1000000), (4, 60000000), (5, 3600000000),
             (0, 86400000000), (6, 604800000000))


class timedelta:
    """Difference between two datetime values.

    timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)

    All arguments are optional and default to 0.
    Arguments may be integers or floats, and may be positive or negative."""
    __module__ = 'datetime'
    __slots__ = ('_days', '_seconds', '_microseconds')

    def __new__(cls, *args, **kw):
        if not args and kw and len(kw) == 1:
            # timedelta(days=3), timedelta(hours=1.5), ...: the usual call.
            for k in kw:
                v = kw[k]
                if type(v) is int:
                    if k == 'days':
                        us = v * 86400000000
                    elif k == 'seconds':
                        us = v * 1000000
                    elif k == 'minutes':
                        us = v * 60000000
                    elif k == 'hours':
                        us = v * 3600000000
                    elif k == 'weeks':
                        us = v * 604800000000
                    elif k == 'microseconds':
                        us = v
                    elif k == 'milliseconds':
                        us = v * 1000
                    else:
                        break
                    if cls is timedelta:
                        return _delta_us(us)
                    return _subclass_delta(cls, _delta_us(us))
        vals = _getargs('__new__', _TD_NAMES, 0, 7, _TD_INTS, args, kw)
        us = 0
        leftover = 0.0
        for i, factor in _TD_ORDER:
            v = vals[i]
            if v is _NULL:
                continue
            if isinstance(v, int):
                us += v * factor
            elif isinstance(v, float):
                whole = int(v)
                us += whole * factor
                frac = v - float(whole)
                if frac != 0.0:
                    x = float(factor) * frac
                    whole = int(x)
                    us += whole
                    leftover += x - float(whole)
            else:
                raise TypeError('unsupported type for timedelta %s component: %s' % (
                    _TD_NAMES[i], _tpname(v)))
        if leftover != 0.0:
            whole = _c_round(leftover)
            if abs(whole - leftover) == 0.5:
                odd = us & 1
                whole = 2.0 * _c_round((leftover + odd) * 0.5) - odd
            us += int(whole)
        if cls is timedelta:
            return _delta_us(us)
        return _subclass_delta(cls, _delta_us(us))

    days = property(lambda self: self._days, _readonly_member,
                    None, 'Number of days.')
    seconds = property(lambda self: self._seconds, _readonly_member,
                       None, 'Number of seconds (>= 0 and less than 1 day).')
    microseconds = property(lambda self: self._microseconds,
                            _readonly_member,
                            None, 'Number of microseconds (>= 0 and less than 1 second).')

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        """Total seconds in the duration."""
        return ((self._days * 86400 + self._seconds) * 1000000 + self._microseconds) / 1000000

    def __repr__(self):
        args = []
        if self._days:
            args.append('days=%d' % self._days)
        if self._seconds:
            args.append('seconds=%d' % self._seconds)
        if self._microseconds:
            args.append('microseconds=%d' % self._microseconds)
        return '%s(%s)' % (_clsname(self, timedelta), ', '.join(args) if args else '0')

    def __str__(self):
        m, s = divmod(self._seconds, 60)
        h, m = divmod(m, 60)
        r = '%d:%02d:%02d' % (h, m, s)
        d = self._days
        if d:
            r = '%d day%s, %s' % (d, '' if d == 1 or d == -1 else 's', r)
        if self._microseconds:
            r += '.%06d' % self._microseconds
        return r

    def __format__(self, spec):
        if not isinstance(spec, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _argtype(spec))
        if spec:
            raise TypeError('unsupported format string passed to datetime.timedelta.__format__')
        return str(self)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _delta_us(self._us() + other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _delta_us(self._us() - other._us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _delta_us(other._us() - self._us())
        return NotImplemented

    def __neg__(self):
        return _delta_us(-self._us())

    def __pos__(self):
        return _new_delta(self._days, self._seconds, self._microseconds)

    def __abs__(self):
        if self._days < 0:
            return _delta_us(-self._us())
        return _new_delta(self._days, self._seconds, self._microseconds)

    def __mul__(self, other):
        if isinstance(other, int):
            return _delta_us(self._us() * other)
        if isinstance(other, float):
            n, d = other.as_integer_ratio()
            return _delta_us(_div_nearest(self._us() * n, d))
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us() / other._us()
        if isinstance(other, int):
            return _delta_us(_div_nearest(self._us(), other))
        if isinstance(other, float):
            n, d = other.as_integer_ratio()
            return _delta_us(_div_nearest(self._us() * d, n))
        return NotImplemented

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us() // other._us()
        if isinstance(other, int):
            return _delta_us(self._us() // other)
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return _delta_us(self._us() % other._us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._us(), other._us())
            return q, _delta_us(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return (self._days == other._days and self._seconds == other._seconds
                    and self._microseconds == other._microseconds)
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return (self._days != other._days or self._seconds != other._seconds
                    or self._microseconds != other._microseconds)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        return NotImplemented

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    # Copies are new objects, as CPython's (made from the reduced state).
    def __copy__(self):
        return _subclass_delta(type(self), self)

    def __deepcopy__(self, memo):
        return _subclass_delta(type(self), self)


def _subclass_delta(cls, base):
    self = object.__new__(cls)
    self._days = base._days
    self._seconds = base._seconds
    self._microseconds = base._microseconds
    return self


timedelta.min = _new_delta(-999999999, 0, 0)
timedelta.max = _new_delta(999999999, 86399, 999999)
timedelta.resolution = _new_delta(0, 0, 1)
_ZERO = _new_delta(0, 0, 0)


# ---- timestamps ----------------------------------------------------------

def _now():
    from time import time as clock
    return clock()


def _timet_floor(t):
    """A timestamp as whole seconds, rounded down."""
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if not -9.223372036854775808e18 <= t < 9.223372036854775808e18:
            raise OverflowError('timestamp out of range for platform time_t')
        s = int(t)
        if s > t:
            s -= 1
        return s
    if type(t) is not int:
        t = range(t).stop
    if not -9223372036854775808 <= t <= 9223372036854775807:
        raise OverflowError('timestamp out of range for platform time_t')
    return t


def _timet_us(t):
    """A timestamp as (seconds, microseconds), the microseconds rounded
    half to even as CPython does."""
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if t - t != 0.0:
            raise OverflowError('timestamp out of range for platform time_t')
        whole = int(t)
        ip = float(whole)
        frac = (t - ip) * 1e6
        r = _c_round(frac)
        if abs(frac - r) == 0.5:
            r = 2.0 * _c_round(frac / 2.0)
        if r >= 1e6:
            r -= 1e6
            ip += 1.0
        elif r < 0:
            r += 1e6
            ip -= 1.0
        if not -9.223372036854775808e18 <= ip < 9.223372036854775808e18:
            raise OverflowError('timestamp out of range for platform time_t')
        return int(ip), int(r)
    if type(t) is not int:
        t = range(t).stop
    if not -9223372036854775808 <= t <= 9223372036854775807:
        raise OverflowError('timestamp out of range for platform time_t')
    return t, 0


def _utc_fields(secs):
    """gmtime(): (year, month, day, hour, minute, second) of a time_t."""
    days, s = divmod(secs, 86400)
    y, m, d = _ord2ymd(days + _EPOCH_ORD)
    if y - 1900 > 2147483647 or y - 1900 < -2147483648:
        raise OSError('[Errno 75] Value too large for defined data type')
    hh, s = divmod(s, 3600)
    mm, s = divmod(s, 60)
    return y, m, d, hh, mm, s


# ---- date --------------------------------------------------------------------

_DATE_NAMES = ('year', 'month', 'day')
_INTS3 = (True, True, True)


def _mkdate(y, m, d):
    self = object.__new__(date)
    self._year = y
    self._month = m
    self._day = d
    return self


def _date_like(cls, y, m, d):
    """A new date of class cls, as CPython builds the results of class
    methods and arithmetic: subclasses through their constructor."""
    if cls is date:
        _check_date(y, m, d)
        return _mkdate(y, m, d)
    return cls(y, m, d)


def _ord_to_date(cls, n):
    if not 1 <= n <= _MAXORDINAL:
        raise OverflowError('date value out of range')
    y, m, d = _ord2ymd(n)
    if cls is date:
        return _mkdate(y, m, d)
    return cls(y, m, d)


class date:
    """date(year, month, day) --> date object"""
    __module__ = 'datetime'
    __slots__ = ('_year', '_month', '_day')

    def __new__(cls, *args, **kw):
        if not kw and len(args) == 3:
            year, month, day = args
            if type(year) is not int or type(month) is not int or type(day) is not int:
                year = _cint(year)
                month = _cint(month)
                day = _cint(day)
        else:
            year, month, day = _getargs(None, _DATE_NAMES, 3, 3, _INTS3, args, kw)
        _check_date(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        return self

    year = property(lambda self: self._year, _readonly('year', 'datetime.date'))
    month = property(lambda self: self._month, _readonly('month', 'datetime.date'))
    day = property(lambda self: self._day, _readonly('day', 'datetime.date'))

    # -- constructors --

    @classmethod
    def today(cls, *args, **kw):
        """Current date or datetime:  same as self.__class__.fromtimestamp(time.time())."""
        if args or kw:
            _noargs('%s.today' % ('datetime' if issubclass(cls, datetime) else 'date'), args, kw)
        return cls.fromtimestamp(_now())

    @classmethod
    def fromtimestamp(cls, *args, **kw):
        """Create a date from a POSIX timestamp.

        The timestamp is a number, e.g. created via time.time(), that is interpreted
        as local time."""
        if kw:
            raise TypeError('date.fromtimestamp() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('date.fromtimestamp() takes exactly one argument (%d given)'
                            % len(args))
        y, m, d, hh, mm, ss = _utc_fields(_timet_floor(args[0]))
        return _date_like(cls, y, m, d)

    @classmethod
    def fromordinal(cls, n):
        """int -> date corresponding to a proleptic Gregorian ordinal."""
        n = _cint(n)
        if n < 1:
            raise ValueError('ordinal must be >= 1')
        y, m, d = _ord2ymd(n)
        return _date_like(cls, y, m, d)

    @classmethod
    @_one_arg
    def fromisoformat(cls, date_string):
        """str -> Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        b = _utf8(date_string)
        n = len(b) if b is not None else 0
        r = None
        if n == 7 or n == 8 or n == 10:
            r = _parse_iso_date(b, n)
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % date_string)
        return _date_like(cls, r[0], r[1], r[2])

    @classmethod
    def fromisocalendar(cls, *args, **kw):
        """int, int, int -> Construct a date from the ISO year, week number and weekday.

        This is the inverse of the date.isocalendar() function"""
        try:
            year, week, day = _getargs('fromisocalendar', ('year', 'week', 'day'), 3, 3,
                                       _INTS3, args, kw)
        except OverflowError:
            raise ValueError('ISO calendar component out of range') from None
        if not 1 <= year <= 9999:
            raise ValueError('Year is out of range: %d' % year)
        if not 0 < week < 53:
            if week != 53 or not _long_weeks(year):
                raise ValueError('Invalid week: %d' % week)
        if not 0 < day < 8:
            raise ValueError('Invalid day: %d (range is [1, 7])' % day)
        y, m, d = _ord2ymd(_iso_week1_monday(year) + (week - 1) * 7 + day - 1)
        return _date_like(cls, y, m, d)

    # -- conversions --

    def __repr__(self):
        return '%s(%d, %d, %d)' % (_clsname(self, date), self._year, self._month, self._day)

    def isoformat(self):
        """Return string in ISO 8601 format, YYYY-MM-DD."""
        return '%04d-%02d-%02d' % (self._year, self._month, self._day)

    def __str__(self):
        return '%04d-%02d-%02d' % (self._year, self._month, self._day)

    def ctime(self):
        """Return ctime() style string."""
        return '%s %s %2d 00:00:00 %04d' % (_DAY_ABBR[self.toordinal() % 7 - 1],
                                            _MONTH_ABBR[self._month], self._day, self._year)

    def strftime(self, *args, **kw):
        """format -> strftime() style string."""
        fmt = _strftime_arg(args, kw)
        return _strftime(fmt, self.timetuple(), None, None, 0)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _argtype(fmt))
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        return _struct_time(self._year, self._month, self._day, 0, 0, 0, -1)

    def toordinal(self):
        """Return proleptic Gregorian ordinal.  January 1 of year 1 is day 1."""
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, *args, **kw):
        """Return date with new specified fields."""
        y, m, d = _getargs('replace', _DATE_NAMES, 0, 3, _INTS3, args, kw)
        if y is _NULL:
            y = self._year
        if m is _NULL:
            m = self._month
        if d is _NULL:
            d = self._day
        _check_date(y, m, d)
        new = object.__new__(type(self))
        new._year = y
        new._month = m
        new._day = d
        return new

    def weekday(self):
        """Return the day of the week represented by the date.
Monday == 0 ... Sunday == 6"""
        return (_ymd2ord(self._year, self._month, self._day) + 6) % 7

    def isoweekday(self):
        """Return the day of the week represented by the date.
Monday == 1 ... Sunday == 7"""
        return (_ymd2ord(self._year, self._month, self._day) + 6) % 7 + 1

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday."""
        year = self._year
        today = _ymd2ord(year, self._month, self._day)
        monday = _iso_week1_monday(year)
        week, day = divmod(today - monday, 7)
        if week < 0:
            year -= 1
            week, day = divmod(today - _iso_week1_monday(year), 7)
        elif week >= 52 and today >= _iso_week1_monday(year + 1):
            year += 1
            week = 0
        return _isocal(year, week + 1, day + 1)

    # -- comparisons and arithmetic --

    def __eq__(self, other):
        if isinstance(other, date):
            return (self._year == other._year and self._month == other._month
                    and self._day == other._day)
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, date):
            return (self._year != other._year or self._month != other._month
                    or self._day != other._day)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date):
            return (self._year, self._month, self._day) < (other._year, other._month, other._day)
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date):
            return (self._year, self._month, self._day) <= (other._year, other._month, other._day)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date):
            return (self._year, self._month, self._day) > (other._year, other._month, other._day)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date):
            return (self._year, self._month, self._day) >= (other._year, other._month, other._day)
        return NotImplemented

    def __hash__(self):
        return hash((self._year, self._month, self._day))

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = _ymd2ord(self._year, self._month, self._day) + other._days
            return _ord_to_date(type(self), n)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            n = _ymd2ord(self._year, self._month, self._day) - other._days
            return _ord_to_date(type(self), n)
        if isinstance(other, date) and not isinstance(other, datetime):
            return _delta_us((_ymd2ord(self._year, self._month, self._day)
                              - _ymd2ord(other._year, other._month, other._day)) * _US_PER_DAY)
        return NotImplemented

    def __copy__(self):
        return self._copy(False)

    def __deepcopy__(self, memo):
        return self._copy(True)

    def _copy(self, deep):
        new = object.__new__(type(self))
        new._year = self._year
        new._month = self._month
        new._day = self._day
        return new


# ---- IsoCalendarDate ---------------------------------------------------------

class IsoCalendarDate:
    """The result of date.isocalendar(): a (year, week, weekday) tuple with
    named fields."""
    __module__ = 'datetime'
    __slots__ = ('_t',)

    year = property(lambda self: self._t[0], None, None, 'Alias for field number 0')
    week = property(lambda self: self._t[1], None, None, 'Alias for field number 1')
    weekday = property(lambda self: self._t[2], None, None, 'Alias for field number 2')

    def __repr__(self):
        return '%s(year=%d, week=%d, weekday=%d)' % (
            _clsname(self, _IsoCalendarDate), self._t[0], self._t[1], self._t[2])

    def __len__(self):
        return 3

    def __iter__(self):
        return iter(self._t)

    def __getitem__(self, i):
        return self._t[i]

    def __contains__(self, v):
        return v in self._t

    def __hash__(self):
        return hash(self._t)

    def __eq__(self, other):
        return self._t == _as_tuple(other)

    def __ne__(self, other):
        return self._t != _as_tuple(other)

    def __lt__(self, other):
        o = _as_tuple(other)
        return NotImplemented if o is NotImplemented else self._t < o

    def __le__(self, other):
        o = _as_tuple(other)
        return NotImplemented if o is NotImplemented else self._t <= o

    def __gt__(self, other):
        o = _as_tuple(other)
        return NotImplemented if o is NotImplemented else self._t > o

    def __ge__(self, other):
        o = _as_tuple(other)
        return NotImplemented if o is NotImplemented else self._t >= o

    def __add__(self, other):
        return self._t + other

    def __radd__(self, other):
        return other + self._t

    def count(self, v):
        return self._t.count(v)

    def index(self, v, *args):
        return self._t.index(v, *args)

    # CPython reduces it to a plain tuple.
    def __copy__(self):
        return self._t

    def __deepcopy__(self, memo):
        return self._t


_IsoCalendarDate = IsoCalendarDate
del IsoCalendarDate


def _as_tuple(v):
    if isinstance(v, _IsoCalendarDate):
        return v._t
    if isinstance(v, tuple):
        return v
    return NotImplemented


def _isocal(y, w, d):
    r = object.__new__(_IsoCalendarDate)
    r._t = (y, w, d)
    return r


# ---- tzinfo and timezone --------------------------------------------------

class tzinfo:
    """Abstract base class for time zone info objects."""
    __module__ = 'datetime'
    __slots__ = ()

    def tzname(self, dt):
        """datetime -> string name of time zone."""
        raise NotImplementedError('a tzinfo subclass must implement tzname()')

    def utcoffset(self, dt):
        """datetime -> timedelta showing offset from UTC, negative values indicating West of UTC"""
        raise NotImplementedError('a tzinfo subclass must implement utcoffset()')

    def dst(self, dt):
        """datetime -> DST offset as timedelta positive east of UTC."""
        raise NotImplementedError('a tzinfo subclass must implement dst()')

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        off = _call_offset(self, 'utcoffset', dt)
        if off is None:
            raise ValueError('fromutc: non-None utcoffset() result required')
        dst = _call_offset(self, 'dst', dt)
        if dst is None:
            raise ValueError('fromutc: non-None dst() result required')
        delta = off - dst
        if delta:
            dt = dt + delta
            dst = _call_offset(self, 'dst', dt)
            if dst is None:
                raise ValueError('fromutc: tz.dst() gave inconsistent results; cannot convert')
        return dt + dst


def _dt_or_none(name, dt):
    if dt is not None and not isinstance(dt, datetime):
        raise TypeError('%s(dt) argument must be a datetime instance or None, not %s' % (
            name, _tpname(dt)))


def _offset_name(off):
    us = off._us()
    sign = '+'
    if us < 0:
        sign = '-'
        us = -us
    s, us = divmod(us, 1000000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    if us:
        return 'UTC%s%02d:%02d:%02d.%06d' % (sign, h, m, s, us)
    if s:
        return 'UTC%s%02d:%02d:%02d' % (sign, h, m, s)
    return 'UTC%s%02d:%02d' % (sign, h, m)


def _mktz(off, name):
    tz = object.__new__(timezone)
    tz._offset = off
    tz._name = name
    return tz


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __module__ = 'datetime'
    __slots__ = ('_offset', '_name')

    def __new__(cls, *args, **kw):
        offset, name = _getargs('timezone', ('offset', 'name'), 1, 2, (False, False), args, kw)
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta, not %s'
                            % _argtype(offset))
        if name is _NULL:
            if not offset:
                return _UTC
            name = None
        elif not isinstance(name, str):
            raise TypeError('timezone() argument 2 must be str, not %s' % _argtype(name))
        if _bad_offset(offset):
            raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24) '
                             'and timedelta(hours=24), not %r.' % (offset,))
        if type(offset) is not timedelta:
            offset = _new_delta(offset._days, offset._seconds, offset._microseconds)
        return _mktz(offset, name)

    def utcoffset(self, dt):
        """Return fixed offset."""
        _dt_or_none('utcoffset', dt)
        return self._offset

    def dst(self, dt):
        """Return None."""
        _dt_or_none('dst', dt)
        return None

    def tzname(self, dt):
        """If name is specified when timezone is created, returns the name.
Otherwise returns offset as 'UTC(+|-)HH:MM'."""
        _dt_or_none('tzname', dt)
        if self._name is not None:
            return self._name
        if not self._offset:
            return 'UTC'
        return _offset_name(self._offset)

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        return dt + self._offset

    def __repr__(self):
        if self is _UTC:
            return 'datetime.timezone.utc'
        if self._name is None:
            return '%s(%r)' % (_clsname(self, timezone), self._offset)
        return '%s(%r, %r)' % (_clsname(self, timezone), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def __format__(self, spec):
        if not isinstance(spec, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _argtype(spec))
        if spec:
            raise TypeError('unsupported format string passed to datetime.timezone.__format__')
        return str(self)

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timezone):
            return self._offset != other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __copy__(self):
        return self if self is _UTC else _mktz(self._offset, self._name)

    def __deepcopy__(self, memo):
        return self if self is _UTC else _mktz(self._offset, self._name)


_UTC = _mktz(_ZERO, None)
timezone.utc = _UTC
timezone.min = _mktz(_new_delta(-1, 60, 0), None)
timezone.max = _mktz(_new_delta(0, 86340, 0), None)
UTC = _UTC


# ---- time --------------------------------------------------------------------

_TIME_NAMES = ('hour', 'minute', 'second', 'microsecond', 'tzinfo', 'fold')
_TIME_INTS = (True, True, True, True, False, True)


def _mktime(h, m, s, us, tz, fold):
    self = object.__new__(time)
    self._hour = h
    self._minute = m
    self._second = s
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    return self


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object

All arguments are optional. tzinfo may be None, or an instance of
a tzinfo subclass. The remaining arguments may be ints."""
    __module__ = 'datetime'
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold')

    def __new__(cls, *args, **kw):
        h, m, s, us, tz, fold = _getargs(None, _TIME_NAMES, 0, 5, _TIME_INTS, args, kw)
        if h is _NULL:
            h = 0
        if m is _NULL:
            m = 0
        if s is _NULL:
            s = 0
        if us is _NULL:
            us = 0
        if tz is _NULL:
            tz = None
        if fold is _NULL:
            fold = 0
        _check_time(h, m, s, us, fold)
        _check_tzinfo(tz)
        self = object.__new__(cls)
        self._hour = h
        self._minute = m
        self._second = s
        self._microsecond = us
        self._tzinfo = tz
        self._fold = fold
        return self

    hour = property(lambda self: self._hour, _readonly('hour', 'datetime.time'))
    minute = property(lambda self: self._minute, _readonly('minute', 'datetime.time'))
    second = property(lambda self: self._second, _readonly('second', 'datetime.time'))
    microsecond = property(lambda self: self._microsecond,
                           _readonly('microsecond', 'datetime.time'))
    tzinfo = property(lambda self: self._tzinfo, _readonly('tzinfo', 'datetime.time'))
    fold = property(lambda self: self._fold, _readonly('fold', 'datetime.time'))

    @classmethod
    @_one_arg
    def fromisoformat(cls, time_string):
        """string -> time from a string in ISO 8601 format"""
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        b = _utf8(time_string)
        r = None
        if b is not None:
            start = 1 if len(b) and b[0] == 84 else 0
            r = _parse_iso_time(b, start, len(b))
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % time_string)
        tz = _iso_tz(r)
        if cls is time:
            _check_time(r[0], r[1], r[2], r[3], 0)
            return _mktime(r[0], r[1], r[2], r[3], tz, 0)
        return cls(r[0], r[1], r[2], r[3], tz)

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        return _call_offset(self._tzinfo, 'utcoffset', None)

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        return _call_offset(self._tzinfo, 'dst', None)

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        return _call_tzname(self._tzinfo, None)

    def isoformat(self, *args, **kw):
        """Return string in ISO 8601 format, [HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].

The optional argument timespec specifies the number of additional terms
of the time to include. Valid options are 'auto', 'hours', 'minutes',
'seconds', 'milliseconds' and 'microseconds'."""
        timespec = 'auto'
        if args or kw:
            timespec, = _getargs('isoformat', ('timespec',), 0, 1, (False,), args, kw)
            if timespec is _NULL:
                timespec = 'auto'
            else:
                _str_arg('isoformat', 1, timespec)
        r = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        off = _call_offset(self._tzinfo, 'utcoffset', None)
        if off is not None:
            r += _format_offset(off, ':')
        return r

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        if self._microsecond:
            r = '%s(%d, %d, %d, %d' % (_clsname(self, time), self._hour, self._minute,
                                        self._second, self._microsecond)
        elif self._second:
            r = '%s(%d, %d, %d' % (_clsname(self, time), self._hour, self._minute, self._second)
        else:
            r = '%s(%d, %d' % (_clsname(self, time), self._hour, self._minute)
        if self._tzinfo is not None:
            r += ', tzinfo=%r' % (self._tzinfo,)
        if self._fold:
            r += ', fold=1'
        return r + ')'

    def strftime(self, *args, **kw):
        """format -> strftime() style string."""
        fmt = _strftime_arg(args, kw)
        tt = _struct_time(1900, 1, 1, self._hour, self._minute, self._second, -1)
        return _strftime(fmt, tt, self._tzinfo, None, self._microsecond)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s' % _argtype(fmt))
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def replace(self, *args, **kw):
        """Return time with new specified fields."""
        h, m, s, us, tz, fold = _getargs('replace', _TIME_NAMES, 0, 5, _TIME_INTS, args, kw)
        if h is _NULL:
            h = self._hour
        if m is _NULL:
            m = self._minute
        if s is _NULL:
            s = self._second
        if us is _NULL:
            us = self._microsecond
        if tz is _NULL:
            tz = self._tzinfo
        if fold is _NULL:
            fold = self._fold
        _check_time(h, m, s, us, fold)
        _check_tzinfo(tz)
        new = object.__new__(type(self))
        new._hour = h
        new._minute = m
        new._second = s
        new._microsecond = us
        new._tzinfo = tz
        new._fold = fold
        return new

    def _cmp(self, other, op):
        """-1, 0 or 1; None when an aware and a naive time are compared for
        (in)equality."""
        a = (self._hour, self._minute, self._second, self._microsecond)
        b = (other._hour, other._minute, other._second, other._microsecond)
        if self._tzinfo is not other._tzinfo:
            o1 = _call_offset(self._tzinfo, 'utcoffset', None)
            o2 = _call_offset(other._tzinfo, 'utcoffset', None)
            if not (o1 is o2 or (o1 is not None and o2 is not None and o1 == o2)):
                if o1 is None or o2 is None:
                    if op:
                        raise TypeError("can't compare offset-naive and offset-aware times")
                    return None
                a = (self._hour * 3600 + self._minute * 60 + self._second) * 1000000 \
                    + self._microsecond - o1._us()
                b = (other._hour * 3600 + other._minute * 60 + other._second) * 1000000 \
                    + other._microsecond - o2._us()
        return 0 if a == b else (-1 if a < b else 1)

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 0) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 0) != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 1) < 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 1) <= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 1) > 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 1) >= 0
        return NotImplemented

    def __hash__(self):
        t = self
        if self._fold:
            t = self.replace(fold=0)
        off = _call_offset(t._tzinfo, 'utcoffset', None)
        if off is None:
            return hash((self._hour, self._minute, self._second, self._microsecond))
        return hash(((self._hour * 3600 + self._minute * 60 + self._second) * 1000000
                     + self._microsecond - off._us(),))

    def __bool__(self):
        return True

    def __copy__(self):
        return self.replace()

    def __deepcopy__(self, memo):
        return self.replace(tzinfo=_copy_tz(self._tzinfo))


time.min = _mktime(0, 0, 0, 0, None, 0)
time.max = _mktime(23, 59, 59, 999999, None, 0)
time.resolution = _new_delta(0, 0, 1)


# ---- datetime ------------------------------------------------------------

_DT_NAMES = ('year', 'month', 'day', 'hour', 'minute', 'second', 'microsecond', 'tzinfo', 'fold')
_DT_INTS = (True, True, True, True, True, True, True, False, True)


def _mkdt(cls, y, mo, d, h, mi, s, us, tz, fold):
    self = object.__new__(cls)
    self._year = y
    self._month = mo
    self._day = d
    self._hour = h
    self._minute = mi
    self._second = s
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    return self


def _dt_like(cls, y, mo, d, h, mi, s, us, tz, fold=0):
    """A new datetime of class cls; subclasses through their constructor."""
    if cls is datetime:
        _check_date(y, mo, d)
        return _mkdt(datetime, y, mo, d, h, mi, s, us, tz, fold)
    if fold:
        return cls(y, mo, d, h, mi, s, us, tz, fold=fold)
    return cls(y, mo, d, h, mi, s, us, tz)


def _dt_from_us(cls, total, tz):
    """The datetime `total` microseconds after 0001-01-01 00:00 minus one
    day (the ordinal scale), of class cls."""
    days, us = divmod(total, _US_PER_DAY)
    if not 1 <= days <= _MAXORDINAL:
        raise OverflowError('date value out of range')
    y, mo, d = _ord2ymd(days)
    s, us = divmod(us, 1000000)
    h, s = divmod(s, 3600)
    mi, s = divmod(s, 60)
    if cls is datetime:
        return _mkdt(datetime, y, mo, d, h, mi, s, us, tz, 0)
    return cls(y, mo, d, h, mi, s, us, tz)


def _year_check(secs):
    y = _ord2ymd(secs // 86400 + _EPOCH_ORD)[0]
    if not 1 <= y <= 9999:
        raise ValueError('year %d is out of range' % y)


def _local_seconds(dt):
    """The timestamp of naive dt read as local time (UTC), checked as
    CPython's search for it does: it looks a day before (after, with
    fold=1), which must have a year in range."""
    secs = ((_ymd2ord(dt._year, dt._month, dt._day) - _EPOCH_ORD) * 86400
            + dt._hour * 3600 + dt._minute * 60 + dt._second)
    _year_check(secs + 86400 if dt._fold else secs - 86400)
    return secs


def _from_timestamp(cls, t, tz):
    secs, us = _timet_us(t)
    y, mo, d, h, mi, s = _utc_fields(secs)
    if tz is None:
        # CPython probes the local time a day earlier for a fold.
        if not 1 <= y <= 9999:
            raise ValueError('year %d is out of range' % y)
        _utc_fields(secs - 86400)
        _year_check(secs - 86400)
    r = _dt_like(cls, y, mo, d, h, mi, s, us, tz)
    if tz is not None:
        r = tz.fromutc(r)
    return r


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])

The year, month and day arguments are required. tzinfo may be None, or an
instance of a tzinfo subclass. The remaining arguments may be ints."""
    __module__ = 'datetime'
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold')

    def __new__(cls, *args, **kw):
        if not kw and len(args) <= 7 and len(args) >= 3:
            vals = list(args) + [0] * (7 - len(args))
            for i in range(7):
                if type(vals[i]) is not int:
                    vals[i] = _cint(vals[i])
            y, mo, d, h, mi, s, us = vals
            tz = None
            fold = 0
        else:
            y, mo, d, h, mi, s, us, tz, fold = _getargs(None, _DT_NAMES, 3, 8, _DT_INTS, args, kw)
            if h is _NULL:
                h = 0
            if mi is _NULL:
                mi = 0
            if s is _NULL:
                s = 0
            if us is _NULL:
                us = 0
            if tz is _NULL:
                tz = None
            if fold is _NULL:
                fold = 0
        _check_date(y, mo, d)
        if not (0 <= h <= 23 and 0 <= mi <= 59 and 0 <= s <= 59 and 0 <= us <= 999999
                and fold == 0):
            _check_time(h, mi, s, us, fold)
        if tz is not None:
            _check_tzinfo(tz)
        self = object.__new__(cls)
        self._year = y
        self._month = mo
        self._day = d
        self._hour = h
        self._minute = mi
        self._second = s
        self._microsecond = us
        self._tzinfo = tz
        self._fold = fold
        return self

    hour = property(lambda self: self._hour, _readonly('hour', 'datetime.datetime'))
    minute = property(lambda self: self._minute, _readonly('minute', 'datetime.datetime'))
    second = property(lambda self: self._second, _readonly('second', 'datetime.datetime'))
    microsecond = property(lambda self: self._microsecond,
                           _readonly('microsecond', 'datetime.datetime'))
    tzinfo = property(lambda self: self._tzinfo, _readonly('tzinfo', 'datetime.datetime'))
    fold = property(lambda self: self._fold, _readonly('fold', 'datetime.datetime'))

    def _total_us(self):
        """Microseconds on the ordinal scale, ignoring the time zone."""
        return ((_ymd2ord(self._year, self._month, self._day) * 86400 + self._hour * 3600
                 + self._minute * 60 + self._second) * 1000000 + self._microsecond)

    # -- constructors --

    @classmethod
    def now(cls, *args, **kw):
        """Returns new datetime object representing current time local to tz.

  tz
    Timezone object.

If no tz is specified, uses local timezone."""
        tz, = _getargs('now', ('tz',), 0, 1, (False,), args, kw)
        if tz is _NULL:
            tz = None
        _check_tzinfo(tz)
        return _from_timestamp(cls, _now(), tz)

    @classmethod
    def utcnow(cls):
        """Return a new datetime representing UTC day and time."""
        return cls.utcfromtimestamp(_now())

    @classmethod
    def fromtimestamp(cls, *args, **kw):
        """timestamp[, tz] -> tz's local time from POSIX timestamp."""
        t, tz = _getargs('fromtimestamp', ('timestamp', 'tz'), 1, 2, (False, False), args, kw)
        if tz is _NULL:
            tz = None
        _check_tzinfo(tz)
        return _from_timestamp(cls, t, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        secs, us = _timet_us(t)
        y, mo, d, h, mi, s = _utc_fields(secs)
        return _dt_like(cls, y, mo, d, h, mi, s, us, None)

    @classmethod
    def combine(cls, *args, **kw):
        """date, time -> datetime with same date and time fields"""
        d, t, tz = _getargs('combine', ('date', 'time', 'tzinfo'), 2, 3, (False, False, False),
                            args, kw)
        if not isinstance(d, date):
            raise TypeError('combine() argument 1 must be datetime.date, not %s' % _argtype(d))
        if not isinstance(t, time):
            raise TypeError('combine() argument 2 must be datetime.time, not %s' % _argtype(t))
        if tz is _NULL:
            tz = t._tzinfo
        else:
            _check_tzinfo(tz)
        return _dt_like(cls, d._year, d._month, d._day, t._hour, t._minute, t._second,
                        t._microsecond, tz, t._fold)

    @classmethod
    @_one_arg
    def fromisoformat(cls, date_string):
        """string -> datetime from a string in most ISO 8601 formats"""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        r = _fast_iso(date_string)
        if r is None:
            b = _utf8_dt(date_string)
            if b is not None:
                r = _parse_iso_datetime(b)
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % date_string)
        y, mo, d, t = r
        if t is None:
            return _dt_like(cls, y, mo, d, 0, 0, 0, 0, None)
        tz = _iso_tz(t)
        if cls is datetime:
            _check_date(y, mo, d)
            _check_time(t[0], t[1], t[2], t[3], 0)
            return _mkdt(datetime, y, mo, d, t[0], t[1], t[2], t[3], tz, 0)
        return cls(y, mo, d, t[0], t[1], t[2], t[3], tz)

    @classmethod
    def strptime(cls, *args, **kw):
        """string, format -> new datetime parsed from a string (like time.strptime())."""
        if kw:
            raise TypeError('strptime() takes no keyword arguments')
        if len(args) != 2:
            raise TypeError('strptime() takes exactly 2 arguments (%d given)' % len(args))
        s = _str_arg('strptime', 1, args[0])
        fmt = _str_arg('strptime', 2, args[1])
        return _strptime_datetime(cls, s, fmt)

    # -- fields and conversions --

    def date(self):
        """Return date object with same year, month and day."""
        return _mkdate(self._year, self._month, self._day)

    def time(self):
        """Return time object with same time but with tzinfo=None."""
        return _mktime(self._hour, self._minute, self._second, self._microsecond, None, self._fold)

    def timetz(self):
        """Return time object with same time and tzinfo."""
        return _mktime(self._hour, self._minute, self._second, self._microsecond,
                       self._tzinfo, self._fold)

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        return _call_offset(self._tzinfo, 'utcoffset', self)

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        return _call_offset(self._tzinfo, 'dst', self)

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        return _call_tzname(self._tzinfo, self)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        dst = _call_offset(self._tzinfo, 'dst', self)
        flag = -1 if dst is None else (1 if dst else 0)
        return _struct_time(self._year, self._month, self._day, self._hour, self._minute,
                            self._second, flag)

    def utctimetuple(self):
        """Return UTC time tuple, compatible with time.localtime()."""
        off = _call_offset(self._tzinfo, 'utcoffset', self)
        t = self
        if off is not None and off:
            t = _dt_from_us(datetime, self._total_us() - off._us(), None)
        return _struct_time(t._year, t._month, t._day, t._hour, t._minute, t._second, 0)

    def timestamp(self):
        """Return POSIX timestamp as float."""
        off = _call_offset(self._tzinfo, 'utcoffset', self)
        if off is None:
            return float(_local_seconds(self)) + self._microsecond / 1e6
        return (self._total_us() - off._us() - _EPOCH_ORD * _US_PER_DAY) / 1000000

    def astimezone(self, *args, **kw):
        """tz -> convert to local time in new timezone tz"""
        tz, = _getargs('astimezone', ('tz',), 0, 1, (False,), args, kw)
        if tz is _NULL:
            tz = None
        else:
            _check_tzinfo(tz)
        mine = self._tzinfo
        off = None
        if mine is not None:
            if mine is tz:
                return self
            off = _call_offset(mine, 'utcoffset', self)
        if off is None:
            _local_seconds(self)
            off = _ZERO
            if tz is None:
                return _mkdt(type(self), self._year, self._month, self._day, self._hour,
                             self._minute, self._second, self._microsecond, _LOCAL, 0) \
                    if type(self) is datetime else self.replace(tzinfo=_LOCAL, fold=0)
        utc = _dt_from_us(type(self), self._total_us() - off._us(), _UTC)
        if tz is None:
            tz = _LOCAL
        if type(utc) is datetime:
            utc._tzinfo = tz
        else:
            utc = utc.replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        """Return ctime() style string."""
        return '%s %s %2d %02d:%02d:%02d %04d' % (
            _DAY_ABBR[self.toordinal() % 7 - 1], _MONTH_ABBR[self._month], self._day,
            self._hour, self._minute, self._second, self._year)

    def isoformat(self, *args, **kw):
        """[sep] -> string in ISO 8601 format, YYYY-MM-DDT[HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].
sep is used to separate the year from the time, and defaults to 'T'.
The optional argument timespec specifies the number of additional terms
of the time to include. Valid options are 'auto', 'hours', 'minutes',
'seconds', 'milliseconds' and 'microseconds'."""
        sep = 'T'
        timespec = 'auto'
        if args or kw:
            sep, timespec = _getargs('isoformat', ('sep', 'timespec'), 0, 2, (False, False),
                                     args, kw)
            if sep is _NULL:
                sep = 'T'
            elif not isinstance(sep, str) or len(sep) != 1:
                raise TypeError('isoformat() argument 1 must be a unicode character, not %s'
                                % _argtype(sep))
            if timespec is _NULL:
                timespec = 'auto'
            else:
                _str_arg('isoformat', 2, timespec)
        r = '%04d-%02d-%02d%s%s' % (self._year, self._month, self._day, sep,
                                    _format_time(self._hour, self._minute, self._second,
                                                 self._microsecond, timespec))
        if self._tzinfo is not None:
            off = _call_offset(self._tzinfo, 'utcoffset', self)
            if off is not None:
                r += _format_offset(off, ':')
        return r

    def __str__(self):
        return self.isoformat(' ')

    def __repr__(self):
        r = '%s(%d, %d, %d, %d, %d' % (_clsname(self, datetime), self._year, self._month, self._day,
                                        self._hour, self._minute)
        if self._microsecond:
            r += ', %d, %d' % (self._second, self._microsecond)
        elif self._second:
            r += ', %d' % self._second
        # CPython shows a datetime's fold before its tzinfo (a time's after).
        if self._fold:
            r += ', fold=1'
        if self._tzinfo is not None:
            r += ', tzinfo=%r' % (self._tzinfo,)
        return r + ')'

    def strftime(self, *args, **kw):
        """format -> strftime() style string."""
        fmt = _strftime_arg(args, kw)
        dst = _call_offset(self._tzinfo, 'dst', self) if self._tzinfo is not None else None
        tt = (self._year, self._month, self._day, self._hour, self._minute, self._second,
              (_ymd2ord(self._year, self._month, self._day) + 6) % 7,
              _ymd2ord(self._year, self._month, self._day) - _ymd2ord(self._year, 1, 1) + 1,
              -1 if dst is None else (1 if dst else 0))
        return _strftime(fmt, tt, self._tzinfo, self, self._microsecond)

    def replace(self, *args, **kw):
        """Return datetime with new specified fields."""
        y, mo, d, h, mi, s, us, tz, fold = _getargs('replace', _DT_NAMES, 0, 8, _DT_INTS, args, kw)
        if y is _NULL:
            y = self._year
        if mo is _NULL:
            mo = self._month
        if d is _NULL:
            d = self._day
        if h is _NULL:
            h = self._hour
        if mi is _NULL:
            mi = self._minute
        if s is _NULL:
            s = self._second
        if us is _NULL:
            us = self._microsecond
        if tz is _NULL:
            tz = self._tzinfo
        if fold is _NULL:
            fold = self._fold
        _check_date(y, mo, d)
        _check_time(h, mi, s, us, fold)
        _check_tzinfo(tz)
        return _mkdt(type(self), y, mo, d, h, mi, s, us, tz, fold)

    def _copy(self, deep):
        return _mkdt(type(self), self._year, self._month, self._day, self._hour, self._minute,
                     self._second, self._microsecond,
                     _copy_tz(self._tzinfo) if deep else self._tzinfo, self._fold)

    # -- comparisons and arithmetic --

    def _cmp(self, other, op):
        """-1, 0 or 1 (None: unequal) comparing with another datetime."""
        if self._tzinfo is other._tzinfo:
            a = (self._year, self._month, self._day, self._hour, self._minute, self._second,
                 self._microsecond)
            b = (other._year, other._month, other._day, other._hour, other._minute, other._second,
                 other._microsecond)
            return 0 if a == b else (-1 if a < b else 1)
        o1 = _call_offset(self._tzinfo, 'utcoffset', self)
        o2 = _call_offset(other._tzinfo, 'utcoffset', other)
        if o1 is o2 or (o1 is not None and o2 is not None and o1 == o2):
            a = (self._year, self._month, self._day, self._hour, self._minute, self._second,
                 self._microsecond)
            b = (other._year, other._month, other._day, other._hour, other._minute, other._second,
                 other._microsecond)
        elif o1 is not None and o2 is not None:
            a = self._total_us() - o1._us()
            b = other._total_us() - o2._us()
        elif op:
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        else:
            return None
        if a != b:
            return -1 if a < b else 1
        if not op and o1 is not None and (_fold_flips(self, o1) or _fold_flips(other, o2)):
            return None
        return 0

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 0) == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 0) != 0
        if isinstance(other, date):
            return True
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 1) < 0
        if isinstance(other, date):
            _cant_compare(self, other)
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 1) <= 0
        if isinstance(other, date):
            _cant_compare(self, other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 1) > 0
        if isinstance(other, date):
            _cant_compare(self, other)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, 1) >= 0
        if isinstance(other, date):
            _cant_compare(self, other)
        return NotImplemented

    def __hash__(self):
        t = self
        if self._fold:
            t = _mkdt(datetime, self._year, self._month, self._day, self._hour, self._minute,
                      self._second, self._microsecond, self._tzinfo, 0)
        off = _call_offset(t._tzinfo, 'utcoffset', t)
        if off is None:
            return hash((self._year, self._month, self._day, self._hour, self._minute,
                         self._second, self._microsecond))
        return hash(self._total_us() - off._us())

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _dt_from_us(type(self), self._total_us() + other._us(), self._tzinfo)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, datetime):
            us = self._total_us() - other._total_us()
            if self._tzinfo is not other._tzinfo:
                o1 = _call_offset(self._tzinfo, 'utcoffset', self)
                o2 = _call_offset(other._tzinfo, 'utcoffset', other)
                if (o1 is None) != (o2 is None):
                    raise TypeError("can't subtract offset-naive and offset-aware datetimes")
                if o1 is not None:
                    us -= o1._us() - o2._us()
            return _delta_us(us)
        if isinstance(other, timedelta):
            return _dt_from_us(type(self), self._total_us() - other._us(), self._tzinfo)
        return NotImplemented



def _copy_tz(tz):
    """A deep copy's time zone: the tzinfo objects of this module are
    copied; others are shared, as their state cannot be enumerated."""
    if type(tz) is timezone:
        return tz.__deepcopy__(None)
    return tz


def _cant_compare(a, b):
    raise TypeError("can't compare %s to %s" % (_tpname(a), _tpname(b)))


def _fold_flips(dt, off):
    """Whether dt's UTC offset changes with its fold (PEP 495: such times
    never compare equal across zones)."""
    flipped = _mkdt(datetime, dt._year, dt._month, dt._day, dt._hour, dt._minute, dt._second,
                    dt._microsecond, dt._tzinfo, 1 - dt._fold)
    o = _call_offset(dt._tzinfo, 'utcoffset', flipped)
    return o is not off and o != off


datetime.min = _mkdt(datetime, 1, 1, 1, 0, 0, 0, 0, None, 0)
datetime.max = _mkdt(datetime, 9999, 12, 31, 23, 59, 59, 999999, None, 0)
datetime.resolution = _new_delta(0, 0, 1)
date.min = _mkdate(1, 1, 1)
date.max = _mkdate(9999, 12, 31)
date.resolution = _new_delta(1, 0, 0)

# The snippet's local time zone: UTC, named as the time module names it.
_LOCAL = _mktz(_ZERO, 'UTC')


def _struct_time(y, m, d, hh, mm, ss, isdst):
    from time import struct_time
    o = _ymd2ord(y, m, d)
    return struct_time((y, m, d, hh, mm, ss, (o + 6) % 7, o - _ymd2ord(y, 1, 1) + 1, isdst))


# ---- strftime ------------------------------------------------------------

def _strftime_arg(args, kw):
    fmt, = _getargs('strftime', ('format',), 1, 1, (False,), args, kw)
    return _str_arg('strftime', 1, fmt)


def _strftime(fmt, tt, tz, tzarg, us):
    """strftime as CPython does it: %z, %Z and %f are expanded here, the
    rest is the C library's (the time module's strftime)."""
    if '%' not in fmt:
        i = fmt.find('\x00')
        return fmt if i < 0 else fmt[:i]
    parts = []
    i = 0
    n = len(fmt)
    start = 0
    while i < n:
        if fmt[i] != '%':
            i += 1
            continue
        if i + 1 >= n:
            break
        c = fmt[i + 1]
        if c == 'z' or c == 'Z' or c == 'f':
            parts.append(fmt[start:i])
            if c == 'f':
                parts.append('%06d' % us)
            elif c == 'z':
                off = _call_offset(tz, 'utcoffset', tzarg)
                if off is not None:
                    parts.append(_format_offset(off, ''))
            else:
                name = _call_tzname(tz, tzarg)
                if name is not None:
                    parts.append(name.replace('%', '%%'))
            start = i + 2
        i += 2
    parts.append(fmt[start:])
    fmt = ''.join(parts)
    i = fmt.find('\x00')
    if i >= 0:
        fmt = fmt[:i]
    if tt[8] < 0 and 'Z' in fmt:
        fmt = _blank_zones(fmt)
    from time import strftime
    return strftime(fmt, tt)


def _blank_zones(fmt):
    """The C library's %Z directives with flags or a width, for a time
    without a zone name: empty, padded to the width."""
    parts = []
    i = 0
    n = len(fmt)
    start = 0
    while i < n:
        if fmt[i] != '%':
            i += 1
            continue
        j = i + 1
        pad = ''
        while j < n and fmt[j] in '_-0^#':
            pad = fmt[j]
            j += 1
        w = j
        while j < n and '0' <= fmt[j] <= '9':
            j += 1
        width = int(fmt[w:j]) if j > w else 0
        while j < n and fmt[j] in 'EO':
            j += 1
        if j < n and fmt[j] == 'Z':
            parts.append(fmt[start:i])
            parts.append(('0' if pad == '0' else ' ') * width)
            start = j + 1
        i = j + 1 if j < n and fmt[j] == '%' else j
    parts.append(fmt[start:])
    return ''.join(parts)


# ---- ISO 8601 parsing ------------------------------------------------------

def _utf8(s):
    try:
        return s.encode('utf-8')
    except UnicodeError:
        return None


def _utf8_dt(s):
    """The bytes datetime.fromisoformat parses: a surrogate at one of the
    places a date may end is read as the separator."""
    n = len(s)
    for pos in (7, 8, 10):
        if pos > n:
            break
        if pos < n and '\ud800' <= s[pos] <= '\udfff':
            s = s[:pos] + 'T' + s[pos + 1:]
            break
    return _utf8(s)


def _digits(b, i, count):
    """The number in the `count` ASCII digits at b[i:], or -1."""
    if i + count > len(b):
        return -1
    v = 0
    for k in range(i, i + count):
        c = b[k]
        if c < 48 or c > 57:
            return -1
        v = v * 10 + c - 48
    return v


def _at(b, i):
    return b[i] if i < len(b) else 0


def _parse_iso_date(b, end):
    """(year, month, day) of YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D] or
    YYYYWww[D] starting b, the date part ending at `end`, or None. As
    CPython's parser, it reads fixed-width fields and checks `end` only
    before an ISO weekday."""
    year = _digits(b, 0, 4)
    if year < 0:
        return None
    p = 4
    sep = _at(b, p) == 45
    if sep:
        p += 1
    if _at(b, p) == 87:
        p += 1
        week = _digits(b, p, 2)
        if week < 0:
            return None
        p += 2
        day = 1
        if p < end:
            if sep:
                if _at(b, p) != 45:
                    return None
                p += 1
            day = _digits(b, p, 1)
            if day < 0:
                return None
        if not 0 < week < 53:
            if week != 53 or not _long_weeks(year):
                return None
        if not 0 < day < 8:
            return None
        return _ord2ymd(_iso_week1_monday(year) + (week - 1) * 7 + day - 1)
    month = _digits(b, p, 2)
    if month < 0:
        return None
    p += 2
    if sep:
        if _at(b, p) != 45:
            return None
        p += 1
    day = _digits(b, p, 2)
    if day < 0:
        return None
    return year, month, day


def _parse_hms(b, i, end):
    """[hour, minute, second, microsecond, more] of HH[:MM[:SS[.f+]]] (the
    colons all present or all absent) at b[i:end]; more says whether the
    text stops before the end of the string. None if malformed."""
    vals = [0, 0, 0]
    p = i
    colons = True
    k = 0
    while k < 3:
        v = _digits(b, p, 2)
        if v < 0:
            return None
        vals[k] = v
        p += 2
        c = _at(b, p)
        p += 1
        if k == 0:
            colons = c == 58
        if p >= end:
            return [vals[0], vals[1], vals[2], 0, c != 0]
        if colons and c == 58:
            k += 1
            continue
        if c == 46 or c == 44:
            break
        if colons:
            return None
        p -= 1
        k += 1
    n = end - p
    if n > 6:
        n = 6
    us = _digits(b, p, n)
    if us < 0:
        return None
    us *= (1, 100000, 10000, 1000, 100, 10, 1)[n]
    p += n
    while 48 <= _at(b, p) <= 57:
        p += 1
    return [vals[0], vals[1], vals[2], us, _at(b, p) != 0]


def _parse_iso_time(b, i, end):
    """(hour, minute, second, microsecond, tzoffset_seconds, tz_us) of the
    time at b[i:end] (offset None without a zone), or None."""
    tzpos = i
    while True:
        c = _at(b, tzpos)
        if c == 90 or c == 43 or c == 45:
            break
        tzpos += 1
        if tzpos >= end:
            break
    t = _parse_hms(b, i, tzpos)
    if t is None:
        return None
    if tzpos >= end:
        if t[4]:
            return None
        return (t[0], t[1], t[2], t[3], None, 0)
    if b[tzpos] == 90:
        if _at(b, tzpos + 1) != 0:
            return None
        return (t[0], t[1], t[2], t[3], 0, 0)
    sign = -1 if b[tzpos] == 45 else 1
    z = _parse_hms(b, tzpos + 1, end)
    if z is None or z[4]:
        return None
    return (t[0], t[1], t[2], t[3], sign * (z[0] * 3600 + z[1] * 60 + z[2]), sign * z[3])


def _iso_tz(t):
    if t[4] is None:
        return None
    if t[4] == 0 and t[5] == 0:
        return _UTC
    return timezone(_delta_us(t[4] * 1000000 + t[5]))


def _iso_separator(b):
    """Where the date part of a datetime string ends."""
    n = len(b)
    if n == 7:
        return 7
    if _at(b, 4) == 45:
        if _at(b, 5) == 87:
            if n < 8:
                return -1
            if n > 8 and b[8] == 45:
                if n == 9:
                    return -1
                if n > 10 and 48 <= b[10] <= 57:
                    return 8
                return 10
            return 8
        return 10
    if _at(b, 4) == 87:
        k = 7
        while k < n and 48 <= b[k] <= 57:
            k += 1
        if k < 9:
            return k
        return 7 if k % 2 == 0 else 8
    return 8


def _fast_iso(s):
    """The result of _parse_iso_datetime for the common shapes
    YYYY-MM-DD[(T| )HH:MM[:SS[.fff[fff]]][Z|+HH:MM|-HH:MM]], or None for
    any other string (left to the full parser)."""
    n = len(s)
    if n < 10 or s[4] != '-' or s[7] != '-' or not s.isascii():
        return None
    a = s[0:4]
    b = s[5:7]
    c = s[8:10]
    if not (a.isdigit() and b.isdigit() and c.isdigit()):
        return None
    if n == 10:
        return int(a), int(b), int(c), None
    if s[10] != 'T' and s[10] != ' ':
        return None
    tz = None
    tzus = 0
    end = n
    last = s[n - 1]
    if last == 'Z':
        tz = 0
        end = n - 1
    elif n >= 22 and (s[n - 6] == '+' or s[n - 6] == '-') and s[n - 3] == ':':
        th = s[n - 5:n - 3]
        tm = s[n - 2:n]
        if not (th.isdigit() and tm.isdigit()):
            return None
        tz = int(th) * 3600 + int(tm) * 60
        if s[n - 6] == '-':
            tz = -tz
        end = n - 6
    k = end - 11
    if k != 5 and k != 8 and k != 12 and k != 15:
        return None
    h = s[11:13]
    m = s[14:16]
    if s[13] != ':' or not (h.isdigit() and m.isdigit()):
        return None
    sec = '0'
    us = 0
    if k > 5:
        sec = s[17:19]
        if s[16] != ':' or not sec.isdigit():
            return None
        if k > 8:
            f = s[20:end]
            if s[19] != '.' or not f.isdigit():
                return None
            us = int(f) * (1000 if k == 12 else 1)
    return int(a), int(b), int(c), (int(h), int(m), int(sec), us, tz, tzus)


def _parse_iso_datetime(b):
    n = len(b)
    sep = _iso_separator(b)
    if sep < 0:
        return None
    r = _parse_iso_date(b, sep)
    if r is None:
        return None
    p = sep
    if p >= n:
        return r[0], r[1], r[2], None
    c = b[p]
    if c < 0x80:
        p += 1
    elif c & 0xf0 == 0xe0:
        p += 3
    elif c & 0xf0 == 0xf0:
        p += 4
    else:
        p += 2
    t = _parse_iso_time(b, p, n)
    if t is None:
        return None
    return r[0], r[1], r[2], t


# ---- strptime ----------------------------------------------------------------

_WEEKDAYS = ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')
_WEEKDAYS_ABBR = ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
_MONTHS = ('', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
           'september', 'october', 'november', 'december')
_MONTHS_ABBR = ('', 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct',
                'nov', 'dec')


# CPython writes all of the above in C: tracebacks show none of its frames.
# strptime's parser below is Python there (_strptime.py), shown.
_hide_frames(__name__)


def _names_re(names, group):
    names = sorted([n for n in names if n], key=len, reverse=True)
    return '(?P<%s>%s)' % (group, '|'.join(names))


_STRPTIME_RE = {
    'd': r'(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'W': r'(?P<W>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'A': _names_re(_WEEKDAYS, 'A'),
    'a': _names_re(_WEEKDAYS_ABBR, 'a'),
    'B': _names_re(_MONTHS, 'B'),
    'b': _names_re(_MONTHS_ABBR, 'b'),
    'p': '(?P<p>am|pm)',
    'Z': '(?P<Z>utc|gmt)',
    '%': '%',
}

_REGEX_SPECIAL = '\\.^$*+?(){}[]|'

class _BadDirective(Exception):
    pass


def _strptime_regex(fmt):
    """The regular expression of a strptime format, as _strptime builds
    it: regex characters escaped, whitespace runs made \\s+, then each
    directive replaced by its pattern."""
    out = []
    in_space = False
    for c in fmt:
        if c.isspace():
            if not in_space:
                out.append('\\s+')
                in_space = True
            continue
        in_space = False
        if c in _REGEX_SPECIAL:
            out.append('\\' + c)
        else:
            out.append(c)
    text = ''.join(out)
    parts = []
    i = 0
    n = len(text)
    while True:
        j = text.find('%', i)
        if j < 0:
            parts.append(text[i:])
            break
        parts.append(text[i:j])
        if j + 1 >= n:
            raise IndexError
        c = text[j + 1]
        pat = _STRPTIME_RE.get(c)
        if pat is None:
            pat = _LOCALE_RE.get(c)
            if pat is None:
                raise _BadDirective(c)
        parts.append(pat)
        i = j + 2
    return ''.join(parts)


_LOCALE_RE = {}
_LOCALE_RE['c'] = _strptime_regex('%a %b %d %H:%M:%S %Y')
_LOCALE_RE['x'] = _strptime_regex('%m/%d/%y')
_LOCALE_RE['X'] = _strptime_regex('%H:%M:%S')

_regex_cache = {}


def _strptime(data, fmt):
    """The fields of `data` parsed with `fmt`: ((year, month, day, hour,
    minute, second, weekday, julian, tzname, gmtoff), fraction,
    gmtoff_fraction)."""
    regex = _regex_cache.get(fmt)
    if regex is None:
        try:
            pattern = _strptime_regex(fmt)
        except _BadDirective as e:
            bad = e.args[0]
            if bad == '\\':
                bad = '%'
            raise ValueError("'%s' is a bad directive in format '%s'" % (bad, fmt)) from None
        except IndexError:
            raise ValueError("stray %% in format '%s'" % fmt) from None
        import re
        regex = re.compile(pattern, re.IGNORECASE)
        if len(_regex_cache) >= 100:
            _regex_cache.clear()
        _regex_cache[fmt] = regex
    found = regex.match(data)
    if found is None:
        raise ValueError('time data %r does not match format %r' % (data, fmt))
    if len(data) != found.end():
        raise ValueError('unconverted data remains: %s' % data[found.end():])

    iso_year = year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tzname = None
    gmtoff = None
    gmtoff_fraction = 0
    iso_week = week_of_year = None
    week_of_year_start = None
    weekday = julian = None
    fields = found.groupdict()
    for key in fields:
        v = fields[key]
        if key == 'y':
            year = int(v)
            year += 2000 if year <= 68 else 1900
        elif key == 'Y':
            year = int(v)
        elif key == 'G':
            iso_year = int(v)
        elif key == 'm':
            month = int(v)
        elif key == 'B':
            month = _MONTHS.index(v.lower())
        elif key == 'b':
            month = _MONTHS_ABBR.index(v.lower())
        elif key == 'd':
            day = int(v)
        elif key == 'H':
            hour = int(v)
        elif key == 'I':
            hour = int(v)
            ampm = fields.get('p', '').lower()
            if ampm in ('', 'am'):
                if hour == 12:
                    hour = 0
            elif ampm == 'pm':
                if hour != 12:
                    hour += 12
        elif key == 'M':
            minute = int(v)
        elif key == 'S':
            second = int(v)
        elif key == 'f':
            fraction = int(v + '0' * (6 - len(v)))
        elif key == 'A':
            weekday = _WEEKDAYS.index(v.lower())
        elif key == 'a':
            weekday = _WEEKDAYS_ABBR.index(v.lower())
        elif key == 'w':
            weekday = int(v)
            weekday = 6 if weekday == 0 else weekday - 1
        elif key == 'u':
            weekday = int(v) - 1
        elif key == 'j':
            julian = int(v)
        elif key == 'U' or key == 'W':
            week_of_year = int(v)
            week_of_year_start = 6 if key == 'U' else 0
        elif key == 'V':
            iso_week = int(v)
        elif key == 'z':
            z = v
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            raise ValueError('Inconsistent use of : in %s' % v)
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = hours * 3600 + minutes * 60 + seconds
                rest = z[8:]
                gmtoff_fraction = int(rest + '0' * (6 - len(rest)))
                if z[0] == '-':
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif key == 'Z':
            tzname = v

    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive "
                             "'%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year "
                             "directive '%G'. Use '%Y' instead.")
    elif iso_week is not None and week_of_year is None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive "
                             "'%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive "
                         "'%Y'. Use the ISO year '%G' instead.")

    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_year_fix = True
    elif year is None:
        year = 1900

    if julian is None and weekday is not None:
        if week_of_year is not None:
            _check_date(year, 1, 1)
            first = (_ymd2ord(year, 1, 1) + 6) % 7
            wd = weekday
            if week_of_year_start == 6:
                first = (first + 1) % 7
                wd = (wd + 1) % 7
            if week_of_year == 0:
                julian = 1 + wd - first
            else:
                julian = 1 + (7 - first) % 7 + 7 * (week_of_year - 1) + wd
        elif iso_year is not None and iso_week is not None:
            _check_date(iso_year, 1, 4)
            ordinal = iso_week * 7 + weekday + 1 - ((_ymd2ord(iso_year, 1, 4) + 6) % 7 + 4)
            year = iso_year
            if ordinal < 1:
                _check_date(iso_year, 1, 1)
                ordinal += _ymd2ord(iso_year, 1, 1)
                year = iso_year - 1
                _check_date(year, 1, 1)
                ordinal -= _ymd2ord(year, 1, 1)
            julian = ordinal
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365

    if julian is None:
        _check_date(year, month, day)
        _check_date(year, 1, 1)
        julian = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1
    else:
        _check_date(year, 1, 1)
        o = julian - 1 + _ymd2ord(year, 1, 1)
        if o < 1:
            raise ValueError('ordinal must be >= 1')
        year, month, day = _ord2ymd(o)
        _check_date(year, month, day)
    if weekday is None:
        weekday = (_ymd2ord(year, month, day) + 6) % 7
    if leap_year_fix:
        year = 1900
    return (year, month, day, hour, minute, second, weekday, julian, tzname, gmtoff), \
        fraction, gmtoff_fraction


def _strptime_datetime(cls, data, fmt):
    tt, fraction, gmtoff_fraction = _strptime(data, fmt)
    tzname = tt[8]
    gmtoff = tt[9]
    if gmtoff is not None:
        delta = timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
        tz = timezone(delta, tzname) if tzname else timezone(delta)
        return cls(tt[0], tt[1], tt[2], tt[3], tt[4], tt[5], fraction, tz)
    return cls(tt[0], tt[1], tt[2], tt[3], tt[4], tt[5], fraction)


_C_NAMES[date] = 'datetime.date'
_C_NAMES[datetime] = 'datetime.datetime'
_C_NAMES[time] = 'datetime.time'
_C_NAMES[timedelta] = 'datetime.timedelta'
_C_NAMES[tzinfo] = 'datetime.tzinfo'
_C_NAMES[timezone] = 'datetime.timezone'
_C_NAMES[_IsoCalendarDate] = 'datetime.IsoCalendarDate'


# Error messages name these classes as CPython names its C types
# ('datetime.date'); the runtime reads and removes this list.
__c_types__ = (date, datetime, time, timedelta, tzinfo, timezone, _IsoCalendarDate)

# CPython's methods of no argument (METH_NOARGS) or of exactly one
# (METH_O) word their argument errors as C does ("date.weekday() takes no
# arguments (1 given)"); the class methods fromisoformat are marked where
# they are defined.
for _m in (timedelta.total_seconds, date.isoformat, date.ctime, date.timetuple, date.toordinal,
           date.weekday, date.isoweekday, date.isocalendar, time.utcoffset, time.dst, time.tzname,
           datetime.date, datetime.time, datetime.timetz, datetime.utcoffset, datetime.dst,
           datetime.tzname, datetime.timetuple, datetime.utctimetuple, datetime.timestamp,
           datetime.ctime, tzinfo.tzname, tzinfo.utcoffset, tzinfo.dst, tzinfo.fromutc,
           timezone.tzname, timezone.utcoffset, timezone.dst, timezone.fromutc):
    _one_arg(_m)
del _m
