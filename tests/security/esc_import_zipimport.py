# expect: rejected
import zipimport
print('SANDBOX-ESCAPE', zipimport)
