# expect: rejected
print('SANDBOX-ESCAPE', exec('import os'))
