# expect: rejected
import code
print('SANDBOX-ESCAPE', code)
