# expect: rejected
import pickle
print('SANDBOX-ESCAPE', pickle)
