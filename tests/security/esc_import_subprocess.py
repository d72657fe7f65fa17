# expect: rejected
import subprocess
print('SANDBOX-ESCAPE', subprocess)
