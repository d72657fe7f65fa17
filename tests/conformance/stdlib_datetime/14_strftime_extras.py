from datetime import datetime, date

moments = [datetime(2024, 3, 5, 7, 8, 9), datetime(1999, 12, 31, 23, 59, 59), datetime(2024, 11, 30, 12, 0, 5)]
extras = ["%e", "%k", "%l", "%C", "%D", "%F", "%T", "%R", "%r", "%h", "%P", "%g"]
for m in moments:
    print(" | ".join(repr(m.strftime(e)) for e in extras))
for m in moments:
    print(m.strftime("%-d/%-m/%Y %-H:%M"), m.strftime("%_d|%_H|%_m"), m.strftime("%^a %^B %#p %#b"),
          m.strftime("%010Y|%5d|%-j|%3S"))
print(repr(date(2024, 3, 5).strftime("%n%t|%L|%q|%E|%Ey|%Od|%5%")))
print(repr(date(2024, 3, 5).strftime("%-z|%-Z|%10Z|%010Z|%^f")))
print(date(2024, 3, 5).strftime("%d.%m.%Y"), date(2024, 3, 5).strftime("%Y年%m月%d日"), date(2024, 3, 5).strftime("%B %-d, %Y"))
