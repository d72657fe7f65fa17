from datetime import datetime, date, time
d = datetime(2024, 3, 5, 7, 8, 9, 10)
for fmt in ["%e", "%k", "%l", "%P", "%C", "%D", "%F", "%T", "%R", "%r", "%h", "%n|%t", "%-d/%-m/%y", "%_d", "%^a %^B", "%#b", "%-I:%M%p", "%g %G %V %u", "%Ey", "%Oy", "%%Y", "%10Y" if False else "%Y", "%z|%Z|", "%f", "%+", "%Q", "%"]:
    try:
        print(repr(fmt), repr(d.strftime(fmt)))
    except ValueError as e:
        print(repr(fmt), "ValueError:", e)
print(date(2024, 1, 1).strftime("%H:%M:%S %f"), time(13, 5).strftime("%Y-%m-%d %I %p %j"), date(1, 1, 1).strftime("%Y %G"), date(9999, 12, 31).strftime("%Y %j"))
print(datetime(2024, 12, 30).strftime("%G-W%V-%u"), datetime(2021, 1, 3).strftime("%G-W%V-%u %U %W"), datetime(2024, 3, 5).strftime("%x|%X|%c"))
