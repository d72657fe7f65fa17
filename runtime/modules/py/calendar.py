"""Calendar printing and date arithmetic (CPython 3.11's calendar
module): isleap, leapdays, weekday, monthrange, monthcalendar,
month/prmonth, calendar/prcal, week/weekheader, setfirstweekday, timegm,
the English month_name, month_abbr, day_name and day_abbr, Calendar,
TextCalendar and HTMLCalendar. The locale calendars are absent."""

import datetime

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday",
           "firstweekday", "isleap", "leapdays", "weekday", "monthrange",
           "monthcalendar", "prmonth", "month", "prcal", "calendar",
           "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "weekheader",
           "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    __module__ = 'calendar'

    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    __module__ = 'calendar'

    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


January = 1
February = 2

mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class _Names:
    """A read-only sequence of English names (month_name, day_abbr...)."""
    __module__ = 'calendar'

    def __init__(self, names):
        self._names = tuple(names)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return list(self._names[i])
        return self._names[i]

    def __len__(self):
        return len(self._names)

    def __iter__(self):
        return iter(self._names)


day_name = _Names(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
day_abbr = _Names(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
month_name = _Names(["", "January", "February", "March", "April", "May", "June", "July",
                     "August", "September", "October", "November", "December"])
month_abbr = _Names(["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
                     "Oct", "Nov", "Dec"])

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)


def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2)."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    """Return the weekday of the first day of the month and its number of
    days."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == February and isleap(year))
    return day1, ndays


def _monthlen(year, month):
    return mdays[month] + (month == February and isleap(year))


def _prevmonth(year, month):
    if month == 1:
        return year - 1, 12
    return year, month - 1


def _nextmonth(year, month):
    if month == 12:
        return year + 1, 1
    return year, month + 1


class Calendar:
    """Base calendar class: the data for formatting, no formatting."""
    __module__ = 'calendar'

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdates(self, year, month):
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays(self, year, month):
        day1, ndays = monthrange(year, month)
        days_before = (day1 - self.firstweekday) % 7
        for _ in range(days_before):
            yield 0
        yield from range(1, ndays + 1)
        days_after = (self.firstweekday - day1 - ndays) % 7
        for _ in range(days_after):
            yield 0

    def itermonthdays2(self, year, month):
        for i, d in enumerate(self.itermonthdays(year, month), self.firstweekday):
            yield d, i % 7

    def itermonthdays3(self, year, month):
        day1, ndays = monthrange(year, month)
        days_before = (day1 - self.firstweekday) % 7
        days_after = (self.firstweekday - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = _monthlen(y, m) + 1
        for d in range(end - days_before, end):
            yield y, m, d
        for d in range(1, ndays + 1):
            yield year, month, d
        y, m = _nextmonth(year, month)
        for d in range(1, days_after + 1):
            yield y, m, d

    def itermonthdays4(self, year, month):
        for i, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (self.firstweekday + i) % 7

    def monthdatescalendar(self, year, month):
        dates = list(self.itermonthdates(year, month))
        return [dates[i:i + 7] for i in range(0, len(dates), 7)]

    def monthdays2calendar(self, year, month):
        days = list(self.itermonthdays2(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def monthdayscalendar(self, year, month):
        days = list(self.itermonthdays(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def yeardatescalendar(self, year, width=3):
        months = [self.monthdatescalendar(year, i) for i in range(January, January + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]

    def yeardays2calendar(self, year, width=3):
        months = [self.monthdays2calendar(year, i) for i in range(January, January + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]

    def yeardayscalendar(self, year, width=3):
        months = [self.monthdayscalendar(year, i) for i in range(January, January + 12)]
        return [months[i:i + width] for i in range(0, len(months), width)]


class TextCalendar(Calendar):
    """A calendar formatted as plain text."""
    __module__ = 'calendar'

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end='')

    def formatday(self, day, weekday, width):
        s = '' if day == 0 else '%2i' % day
        return s.center(width)

    def formatweek(self, theweek, width):
        return ' '.join(self.formatday(d, wd, width) for (d, wd) in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        l = max(1, l)
        s = self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1)
        s = s.rstrip()
        s += '\n' * l
        s += self.formatweekheader(w).rstrip()
        s += '\n' * l
        for week in self.monthdays2calendar(theyear, themonth):
            s += self.formatweek(week, w).rstrip()
            s += '\n' * l
        return s

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        v = []
        a = v.append
        a(repr(theyear).center(colwidth * m + c * (m - 1)).rstrip())
        a('\n' * l)
        header = self.formatweekheader(w)
        for (i, row) in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            a('\n' * l)
            names = (self.formatmonthname(theyear, k, colwidth, False) for k in months)
            a(formatstring(names, colwidth, c).rstrip())
            a('\n' * l)
            headers = (header for k in months)
            a(formatstring(headers, colwidth, c).rstrip())
            a('\n' * l)
            height = max(len(cal) for cal in row)
            for j in range(height):
                weeks = []
                for cal in row:
                    if j >= len(cal):
                        weeks.append('')
                    else:
                        weeks.append(self.formatweek(cal[j], w))
                a(formatstring(weeks, colwidth, c).rstrip())
                a('\n' * l)
        return ''.join(v)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end='')


class HTMLCalendar(Calendar):
    """A calendar as HTML tables: a month, a year, or a whole XHTML page."""
    __module__ = 'calendar'

    # The CSS classes of the days (Monday first), of the weekday headers,
    # of a blank day, and of the month and year tables and their titles.
    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    def formatday(self, day, weekday):
        """One table cell: the day of the month, or a blank one for 0."""
        if day == 0:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        """A table row of (day, weekday) pairs."""
        return '<tr>%s</tr>' % ''.join([self.formatday(d, wd) for d, wd in theweek])

    def formatweekday(self, day):
        """The header cell of one weekday."""
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        """The row of weekday headers, from the first weekday on."""
        return '<tr>%s</tr>' % ''.join([self.formatweekday(i) for i in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, withyear=True):
        """The title row of a month."""
        name = month_name[themonth]
        if withyear:
            name = '%s %s' % (name, theyear)
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, name)

    def formatmonth(self, theyear, themonth, withyear=True):
        """A month as a table, each row on a line of its own."""
        parts = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">' % self.cssclass_month,
                 self.formatmonthname(theyear, themonth, withyear=withyear),
                 self.formatweekheader()]
        for week in self.monthdays2calendar(theyear, themonth):
            parts.append(self.formatweek(week))
        parts.append('</table>')
        return '\n'.join(parts) + '\n'

    def formatyear(self, theyear, width=3):
        """A year as a table of month tables, `width` months a row."""
        width = max(width, 1)
        out = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">' % self.cssclass_year,
               '\n',
               '<tr><th colspan="%d" class="%s">%s</th></tr>' % (width, self.cssclass_year_head, theyear)]
        for first in range(1, 13, width):
            out.append('<tr>')
            for m in range(first, min(first + width, 13)):
                out.append('<td>')
                out.append(self.formatmonth(theyear, m, withyear=False))
                out.append('</td>')
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)

    def formatyearpage(self, theyear, width=3, css='calendar.css', encoding=None):
        """A whole XHTML page for a year, as bytes in `encoding` (UTF-8
        by default); `css` names a style sheet to link, None for none."""
        if encoding is None:
            encoding = 'utf-8'
        out = ['<?xml version="1.0" encoding="%s"?>\n' % encoding,
               '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
               '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
               '<html>\n', '<head>\n',
               '<meta http-equiv="Content-Type" content="text/html; charset=%s" />\n' % encoding]
        if css is not None:
            out.append('<link rel="stylesheet" type="text/css" href="%s" />\n' % css)
        out.append('<title>Calendar for %d</title>\n' % theyear)
        out.append('</head>\n')
        out.append('<body>\n')
        out.append(self.formatyear(theyear, width))
        out.append('</body>\n')
        out.append('</html>\n')
        return ''.join(out).encode(encoding, 'xmlcharrefreplace')


c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Prints multi-column formatting for year calendars."""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """Returns a string formatted from n strings, centered within n columns."""
    spacing *= ' '
    return spacing.join(c.center(colwidth) for c in cols)


EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Unrelated but handy function to calculate Unix timestamp from GMT."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    hours = days * 24 + hour
    minutes = hours * 60 + minute
    seconds = minutes * 60 + second
    return seconds
