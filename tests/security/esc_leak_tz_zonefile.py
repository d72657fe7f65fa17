# expect: ok
# env: TZ=right/Asia/Tokyo
# stdout: 2001-09-09 01:46:40 GMT +0000
# stdout: 2001-09-09 01:46:40 UTC +0000
# stdout: Sun Sep  9 01:46:40 2001 1000000000.0
# A zone file named by TZ (here one with leap seconds and a +9 offset) is
# never loaded: gmtime, localtime, ctime and mktime are plain UTC.
import time
print(time.strftime("%Y-%m-%d %H:%M:%S %Z %z", time.gmtime(1000000000)))
print(time.strftime("%Y-%m-%d %H:%M:%S %Z %z", time.localtime(1000000000)))
print(time.ctime(1000000000), time.mktime(time.localtime(1000000000)))
