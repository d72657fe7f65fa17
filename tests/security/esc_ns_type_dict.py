# expect: rejected
print('SANDBOX-ESCAPE', type.__dict__['mro'])
