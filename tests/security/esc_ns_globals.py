# expect: rejected
print('SANDBOX-ESCAPE', globals()['__builtins__'])
