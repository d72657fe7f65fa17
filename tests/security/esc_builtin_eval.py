# expect: rejected
print('SANDBOX-ESCAPE', eval('1+1'))
