# expect: rejected
print('SANDBOX-ESCAPE', type(1).mro())
