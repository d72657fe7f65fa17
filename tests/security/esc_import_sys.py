# expect: rejected
import sys
print('SANDBOX-ESCAPE', sys)
