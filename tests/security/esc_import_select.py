# expect: rejected
import select
print('SANDBOX-ESCAPE', select)
