# expect: rejected
x = 1
print('SANDBOX-ESCAPE', f'{1:{x.__class__}}')
