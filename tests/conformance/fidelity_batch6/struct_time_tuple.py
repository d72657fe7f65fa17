# time.struct_time is a tuple subclass: isinstance, indexing, slicing,
# len, unpacking, comparison, tuple methods, and its named fields.
import time

t = time.gmtime(0)
print(t)
print(repr(t))
print(type(t), type(t).__name__, type(t).__module__)
print(isinstance(t, tuple), issubclass(time.struct_time, tuple), type(t) is tuple)
print(len(t), t[0], t[-1], t[1:3], t[::2], t[:], t[-3:])
print(list(t), tuple(t), tuple(t) == t, t == tuple(t))
y, mo, d, h, mi, s, wd, yd, dst = t
print(y, mo, d, h, mi, s, wd, yd, dst)
first, *rest = t
print(first, rest)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst)
print(t.tm_zone, t.tm_gmtoff)
print(t.count(0), t.index(1), 1970 in t, 99 in t)
print(t + (1, 2), (0,) + t[:2], t * 1 == tuple(t))
print(hash(t) == hash(tuple(t)))
print(sorted(t), max(t), min(t), sum(t))
print(t < time.gmtime(1), t == time.gmtime(0), t != time.gmtime(86400 * 365))
print(time.gmtime(86400 * 365 + 3661))
print(time.gmtime(1700000000)[:6], time.gmtime(1700000000).tm_wday)
print("%d-%02d-%02d" % t[:3], "{}/{}".format(*t[1:3]))
print(dict(zip(["y", "m", "d"], t)))
for i, v in enumerate(t):
    if i > 2:
        break
    print(i, v)

st = time.struct_time((2024, 2, 29, 12, 30, 45, 3, 60, 0))
print(st, st.tm_zone, st.tm_gmtoff, len(st))
st2 = time.struct_time((2024, 2, 29, 12, 30, 45, 3, 60, 0, "CET", 3600))
print(st2, st2.tm_zone, st2.tm_gmtoff, len(st2), st2 == st)
print(isinstance(st2, tuple), tuple(st2))
print(time.strftime("%Y-%m-%d %H:%M:%S", st), time.asctime(st))
print(time.mktime(time.gmtime(1000000)))
for bad in [(1, 2, 3), list(range(12))]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    t[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    t[9]
except IndexError as e:
    print("IndexError:", e)
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields, time.struct_time.n_unnamed_fields)
try:
    time.struct_time.__new__(time.struct_time)
except TypeError as e:
    print("TypeError:", e)
print(time.struct_time.__new__(time.struct_time, (2000,) * 9).tm_year)
print(time.struct_time.__match_args__)
match time.gmtime(0):
    case time.struct_time(tm_year=y, tm_mon=1):
        print("matched", y)
import copy
print(copy.copy(t) == t, copy.deepcopy(st2).tm_zone)
print([x for x in t if x > 1])
print(set(t[:3]) == {1970, 1})
