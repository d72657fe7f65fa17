# expect: rejected
print('SANDBOX-ESCAPE', compile('1', 'x', 'eval'))
