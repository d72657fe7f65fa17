# expect: rejected
import gc
print('SANDBOX-ESCAPE', gc)
