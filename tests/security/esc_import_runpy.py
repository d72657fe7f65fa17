# expect: rejected
import runpy
print('SANDBOX-ESCAPE', runpy)
