# expect: rejected
import math
print('SANDBOX-ESCAPE', math.__dict__)
