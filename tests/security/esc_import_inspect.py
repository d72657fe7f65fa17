# expect: rejected
import inspect
print('SANDBOX-ESCAPE', inspect)
