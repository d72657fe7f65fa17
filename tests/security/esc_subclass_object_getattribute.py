# expect: rejected
print('SANDBOX-ESCAPE', object.__getattribute__(1, '__class__'))
