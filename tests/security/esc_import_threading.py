# expect: rejected
import threading
print('SANDBOX-ESCAPE', threading)
