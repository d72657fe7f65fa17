# expect: rejected
import posix
print('SANDBOX-ESCAPE', posix)
