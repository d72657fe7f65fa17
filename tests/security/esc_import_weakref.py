# expect: rejected
import weakref
print('SANDBOX-ESCAPE', weakref)
