# expect: rejected
import _thread
print('SANDBOX-ESCAPE', _thread)
