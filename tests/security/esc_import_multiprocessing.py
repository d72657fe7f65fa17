# expect: rejected
import multiprocessing
print('SANDBOX-ESCAPE', multiprocessing)
