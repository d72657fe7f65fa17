# expect: rejected
e = eval
print('SANDBOX-ESCAPE', e('2*3'))
