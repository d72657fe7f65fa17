# expect: rejected
import _io
print('SANDBOX-ESCAPE', _io)
