# time.mktime, asctime and strftime take any C int in a time tuple: the
# day of week, month and day of year are shifted as CPython shifts them
# (a negative day of week is out of range, a month or day of year of
# INT_MIN wraps), and struct_time matches sequence patterns as a tuple.
import time
for w in (-1, -2, -8, 6, 7, 13, 2**31 - 1, -2**31):
    for f in (time.asctime, lambda t: time.strftime("%a %w %u", t), time.mktime):
        try:
            print(w, f((2000, 1, 1, 0, 0, 0, w, 1, 0)))
        except (ValueError, OverflowError) as e:
            print(w, type(e).__name__, e)
for tt in ((2000, -2**31, 1, 0, 0, 0, 0, 1, 0), (2000, 1, 1, 0, 0, 0, 0, -2**31, 0),
           (2000, 2**31 - 1, 1, 0, 0, 0, 0, 2**31 - 1, 0), (2**31 - 1, 1, 1, 0, 0, 0, 0, 1, 0),
           (2000, 1, 1, 0, 0, 0, 0, 2**31, 0), (2000, 1, 1, 0, 0, 0, 0, -2**31 - 1, 0),
           (2000, 1, 1, 0, 0, 0, 0, 2**63, 0)):
    for f in (time.asctime, time.mktime):
        try:
            print(f(tt))
        except (ValueError, OverflowError) as e:
            print(type(e).__name__, e)
s = time.gmtime(86400 * 365)
match s:
    case (y, m, *rest):
        print("sequence", y, m, len(rest))
match s:
    case [1971, 1, 1, *_, 0]:
        print("wildcard star")
match s:
    case time.struct_time(tm_year=y, tm_yday=d):
        print("class", y, d)
# The strftime buffer grows until it is 256 times the format, as CPython's.
tt = (2000, 1, 1, 0, 0, 0, 0, 1, 0)
s = time.strftime("%1000Y" * 10000, tt)
print(len(s), s[995:1005])
print(repr(time.strftime("%p%p", tt)), len(time.strftime("%10Y|" * 3, tt)))
