# expect: rejected | error NameError
print('SANDBOX-ESCAPE', __builtins__)
