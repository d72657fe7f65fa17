# expect: rejected
print('SANDBOX-ESCAPE', memoryview(b'abc'))
