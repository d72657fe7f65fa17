import time

# The calendar conversions (smolvm's local time is UTC; the expected output
# was made on a UTC host).
for t in (0, -1, 86399, 86400, 951782400, 951868800, 1e9, 1700000000.7, -1e10, 4102444800, 253402300799):
    g = time.gmtime(t)
    print(t, tuple(g), g.tm_zone, g.tm_gmtoff, time.mktime(g), time.asctime(g))
print(time.localtime(0) == time.gmtime(0), time.ctime(0))
print(time.mktime((2020, 13, 35, 25, 61, 61, 0, 1, 0)))
print(time.mktime((2021, 0, 0, 0, 0, 0, 0, 0, -1)))
print(time.mktime((1969, 12, 31, 23, 59, 59, 0, 0, 0)))
print(time.asctime((2020, 2, 29, 12, 5, 9, 5, 60, 0)))
fmt = "%a %A %b %B %c %d %H %I %j %m %M %p %S %U %w %W %x %X %y %Y %% %e %D %F %T %R %u %V %G %g %C %h %n%t|"
print(repr(time.strftime(fmt, time.gmtime(1234567890))))
print(time.strftime("%s %Z %z", (2020, 1, 1, 0, 0, 0, 0, 1, 0)))
print(time.strftime("%10s|%-s|%_12s", (2020, 1, 1, 0, 0, 0, 0, 1, 0)))
print(time.strftime("%Ec|%Ox|%-d|%_m|%^a|%#b", (2020, 1, 5, 13, 0, 0, 0, 5, 0)))
print(time.strftime("", (2020, 1, 1, 0, 0, 0, 0, 1, 0)) == "")
st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0, "ABC", 3600))
print(st, st.tm_zone, st.tm_gmtoff, time.strftime("%Z %z", st))
print(hash(st) == hash(tuple(st)), st == tuple(st), st[2], st[-1], st[1:3], len(st))
print(time.struct_time((1,) * 9, {}))
for bad in ((2020, 13, 1, 0, 0, 0, 0, 1, 0), (2020, 1, 32, 0, 0, 0, 0, 1, 0), (2020, 1, 1, 24, 0, 0, 0, 1, 0),
            (2020, 1, 1, 0, 60, 0, 0, 1, 0), (2020, 1, 1, 0, 0, 62, 0, 1, 0), (2020, 1, 1, 0, 0, 0, 0, 367, 0),
            (1, 2, 3), (-2 ** 31, 1, 1, 0, 0, 0, 0, 1, 0), "x"):
    for f in (lambda: time.strftime("%Y", bad), lambda: time.asctime(bad), lambda: time.mktime(bad)):
        try:
            print(f())
        except (ValueError, TypeError, OverflowError) as e:
            print(type(e).__name__, e)
for args in ((), (1, 2, 3), ((1,) * 8,), ((1,) * 12,)):
    try:
        time.struct_time(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    time.struct_time.__new__(time.struct_time)
except TypeError as e:
    print("TypeError", e)
print(time.struct_time.__new__(time.struct_time, (2000,) * 9).tm_year)

import copy
print(copy.copy(st) == st, copy.deepcopy(st) == st, copy.copy(st).tm_zone, copy.deepcopy(time.gmtime(0)))
