# expect: rejected
import os
print('SANDBOX-ESCAPE', os)
