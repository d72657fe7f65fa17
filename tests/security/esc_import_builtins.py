# expect: rejected
import builtins
print('SANDBOX-ESCAPE', builtins)
