# expect: rejected
print('SANDBOX-ESCAPE', exit())
