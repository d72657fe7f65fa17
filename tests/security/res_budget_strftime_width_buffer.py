# expect: budget
# args: --max-instructions 1000000 --max-memory 256M
# wall: 2
# A field width makes strftime write that many bytes per field, and an
# output that does not fit is retried in a buffer twice the size, up to
# 256 times the format: every try is charged by its buffer's size, not
# the format's length once (60,000 units for 10 MB written many times).
import time
tt = (2000, 1, 1, 0, 0, 0, 0, 1, 0)
for i in range(10):
    s = time.strftime("%1000Y" * 10000, tt)
print("SANDBOX-ESCAPE: formatted", len(s))
