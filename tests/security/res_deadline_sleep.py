# expect: deadline | ok | error
# args: --deadline 1
# wall: 4
import time
time.sleep(100)
