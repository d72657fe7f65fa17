# expect: error TypeError
X = type('X', (1,), {})
print('SANDBOX-ESCAPE', X)
