# expect: rejected
print('SANDBOX-ESCAPE', object.__subclasses__())
