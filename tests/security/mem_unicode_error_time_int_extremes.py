# expect: ok
# stdout: done
# A UnicodeError's str() with end = -2**63 (end - 1) and time tuples with
# a day of week of INT_MAX (+ 1) or a month and day of year of INT_MIN
# (- 1) computed in C int overflowed (undefined behaviour, a trap under
# UBSan): the arithmetic wraps as CPython's does in practice.
import time
for e in (UnicodeDecodeError("utf-8", b"x", 0, 1, "r"), UnicodeEncodeError("ascii", "x", 0, 1, "r")):
    for start, end in ((0, -2**63), (2**63 - 1, -2**63), (-2**63, -2**63), (2**63 - 1, 2**63 - 1), (-1, 0)):
        e.start, e.end = start, end
        str(e)
for tt in ((2000, 1, 1, 0, 0, 0, 2**31 - 1, 1, 0), (2000, -2**31, 1, 0, 0, 0, 0, 1, 0),
           (2000, 1, 1, 0, 0, 0, 0, -2**31, 0), (2000, 1, 1, 0, 0, 0, -2**31, 1, 0)):
    for f in (time.mktime, time.asctime, lambda t: time.strftime("%a %b %j", t)):
        try:
            f(tt)
        except ValueError:
            pass
print("done")
