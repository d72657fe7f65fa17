# expect: rejected
print('SANDBOX-ESCAPE', [].append.__self__)
