# expect: rejected
import traceback
print('SANDBOX-ESCAPE', traceback)
