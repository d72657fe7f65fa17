# expect: rejected
import faulthandler
print('SANDBOX-ESCAPE', faulthandler)
