# expect: rejected
import atexit
print('SANDBOX-ESCAPE', atexit)
