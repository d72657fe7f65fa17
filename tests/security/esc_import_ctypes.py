# expect: rejected
import ctypes
print('SANDBOX-ESCAPE', ctypes)
