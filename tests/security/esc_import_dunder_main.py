# expect: rejected
import __main__
print('SANDBOX-ESCAPE', __main__)
