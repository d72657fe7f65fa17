# expect: rejected
x = 1
print('SANDBOX-ESCAPE', f'{x.__class__}')
