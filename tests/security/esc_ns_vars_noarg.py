# expect: rejected
print('SANDBOX-ESCAPE', vars())
