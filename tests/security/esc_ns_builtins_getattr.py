# expect: rejected | error NameError
f = getattr(__builtins__, 'op' + 'en')
print('SANDBOX-ESCAPE', f)
