# expect: rejected
import pathlib
print('SANDBOX-ESCAPE', pathlib)
