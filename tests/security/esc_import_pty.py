# expect: rejected
import pty
print('SANDBOX-ESCAPE', pty)
