# expect: rejected
import marshal
print('SANDBOX-ESCAPE', marshal)
