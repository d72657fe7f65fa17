# expect: rejected
import shutil
print('SANDBOX-ESCAPE', shutil)
