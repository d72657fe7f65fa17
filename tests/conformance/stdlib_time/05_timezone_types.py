import time

print('timezone', type(time.timezone).__name__)
print('altzone', type(time.altzone).__name__)
print('daylight', type(time.daylight).__name__, time.daylight in (0, 1))
print('tzname', type(time.tzname).__name__, len(time.tzname), [type(n).__name__ for n in time.tzname])
print('offset in range:', -14 * 3600 <= time.timezone <= 14 * 3600)
print('offset whole minutes:', time.timezone % 60 == 0, time.altzone % 60 == 0)
lt = time.localtime(1700000000)
print('localtime fields', type(lt).__name__, len(lt), type(lt.tm_zone).__name__, type(lt.tm_gmtoff).__name__)
print('mktime(localtime) round trip:', time.mktime(time.localtime(1700000000)) == 1700000000)
