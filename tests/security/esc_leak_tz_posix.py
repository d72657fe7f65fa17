# expect: ok
# env: TZ=X+5 LC_ALL=fr_FR.UTF-8 LC_TIME=fr_FR.UTF-8 LANG=fr_FR.UTF-8
# stdout: UTC
# stdout: ('UTC', 'UTC') 0 0 0
# stdout: Thu Jan  1 00:00:00 1970
# stdout: 0.0 -1.0
# stdout: UTC 0 0 True
# stdout: Thu Thursday Jan January AM | Thu Jan  1 00:00:00 1970 | +0000 UTC 0
# stdout: UTC
# stdout-excludes: X
# The host's TZ and locale never reach a snippet: local time is UTC and
# formatting uses the C locale, whatever the environment says.
import time
print(time.strftime("%Z"))
print(time.tzname, time.timezone, time.altzone, time.daylight)
print(time.ctime(0))
print(time.mktime(time.localtime(0)), time.mktime((1969, 12, 31, 23, 59, 59, 0, 0, -1)))
t = time.localtime()
print(t.tm_zone, t.tm_gmtoff, t.tm_isdst, time.localtime(12345) == time.gmtime(12345))
print(time.strftime("%a %A %b %B %p | %c | %z %Z %s", time.localtime(0)))
print(time.strftime("%Z", (2020, 1, 1, 0, 0, 0, 0, 1, 1)))
