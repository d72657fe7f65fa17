# expect: rejected
import tempfile
print('SANDBOX-ESCAPE', tempfile)
