# expect: ok | budget | deadline | error
# time.sleep must not block the host past the run's limits.
import time
time.sleep(10**6)
print('slept')
