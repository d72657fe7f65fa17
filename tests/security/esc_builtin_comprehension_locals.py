# expect: rejected
print('SANDBOX-ESCAPE', [locals() for _ in '1'])
