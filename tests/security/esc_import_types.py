# expect: rejected
import types
print('SANDBOX-ESCAPE', types)
