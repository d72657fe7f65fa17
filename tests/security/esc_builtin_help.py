# expect: rejected
print('SANDBOX-ESCAPE', help(int))
