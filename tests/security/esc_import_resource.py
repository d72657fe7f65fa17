# expect: rejected
import resource
print('SANDBOX-ESCAPE', resource)
