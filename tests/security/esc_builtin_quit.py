# expect: rejected
print('SANDBOX-ESCAPE', quit(0))
