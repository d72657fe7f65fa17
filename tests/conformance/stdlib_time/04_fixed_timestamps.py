import time

events = [(0, 'epoch'), (86400 * 365, 'one year'), (1000000000, 'billennium'),
          (1234567890, 'cool number'), (1700000000, '1.7e9'), (2147483647, 'y2038')]
for ts, label in events:
    g = time.gmtime(ts)
    print('%-12s %s  %s' % (label, time.strftime('%Y-%m-%d %H:%M:%S', g), time.strftime('%A %j', g)))

g = time.gmtime(0)
print(g.tm_year, g.tm_mon, g.tm_mday, g.tm_wday, g.tm_yday, g.tm_isdst)
print(time.strftime('%d/%m/%y %I:%M %p', time.gmtime(1609459199)))
print(time.asctime(time.gmtime(951782400)))

def format_duration(seconds):
    return time.strftime('%H:%M:%S', time.gmtime(seconds))

for secs in (0, 59, 3600, 3661, 86399):
    print(secs, format_duration(secs))

# ISO week data for a fixed date
print(time.strftime('%G-W%V-%u', time.gmtime(1704067200)))
