# expect: rejected
print('SANDBOX-ESCAPE', (lambda: 0).__code__)
