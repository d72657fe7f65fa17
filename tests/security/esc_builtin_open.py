# expect: rejected
print('SANDBOX-ESCAPE', open('/etc/passwd').read())
