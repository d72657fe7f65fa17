# expect: rejected
import signal
print('SANDBOX-ESCAPE', signal)
