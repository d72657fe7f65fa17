# expect: rejected
import os as math
print('SANDBOX-ESCAPE', math.getcwd())
