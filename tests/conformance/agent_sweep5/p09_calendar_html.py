# calendar.HTMLCalendar: days, weeks, months, a year and a whole page.
import calendar

h = calendar.HTMLCalendar(calendar.SUNDAY)
print(h.formatmonth(2024, 2))
print(h.formatmonth(2023, 12, withyear=False))
print(repr(h.formatday(0, 3)), repr(h.formatday(5, 3)), repr(h.formatweekday(6)))
print(h.formatweekheader())
print(h.formatmonthname(2024, 3, withyear=False), h.formatmonthname(1999, 11))
print(h.formatweek([(0, 6), (1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5)]))
y = calendar.HTMLCalendar().formatyear(2024, width=4)
print(len(y), y.count('<tr>'), y.count('class="noday"'))
print(y[:600])
print(y[-400:])
print(calendar.HTMLCalendar(2).formatyear(2021, 0)[:300])
page = calendar.HTMLCalendar().formatyearpage(2024, css='style.css', encoding='ascii')
print(type(page).__name__, len(page))
print(page[:520].decode())
print(page[-60:])
print(calendar.HTMLCalendar().formatyearpage(2025, width=6, css=None)[:420].decode())


class Styled(calendar.HTMLCalendar):
    cssclasses = ["weekday"] * 5 + ["weekend"] * 2
    cssclass_month = "cal"

    def formatday(self, day, weekday):
        if day == 14:
            return '<td class="today">14</td>'
        return super().formatday(day, weekday)


print(Styled().formatmonth(2024, 6))
print([d for d in calendar.HTMLCalendar().itermonthdays(2024, 2)][:6], isinstance(h, calendar.Calendar))
print(calendar.HTMLCalendar.cssclasses, calendar.HTMLCalendar.cssclass_noday, calendar.HTMLCalendar.cssclass_year_head)
