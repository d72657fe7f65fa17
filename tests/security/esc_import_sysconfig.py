# expect: rejected
import sysconfig
print('SANDBOX-ESCAPE', sysconfig)
