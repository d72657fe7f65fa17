# expect: rejected
import fcntl
print('SANDBOX-ESCAPE', fcntl)
