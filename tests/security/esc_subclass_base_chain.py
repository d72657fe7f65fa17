# expect: rejected
print('SANDBOX-ESCAPE', bool.__base__.__base__.__subclasses__())
