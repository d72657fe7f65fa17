# expect: rejected
import importlib
print('SANDBOX-ESCAPE', importlib)
