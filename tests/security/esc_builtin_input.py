# expect: rejected
print('SANDBOX-ESCAPE', input())
