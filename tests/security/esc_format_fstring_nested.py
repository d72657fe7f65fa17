# expect: rejected
x = 1
print('SANDBOX-ESCAPE', f"{f'{x.__class__}'}")
