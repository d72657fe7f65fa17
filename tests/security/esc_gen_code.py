# expect: rejected
def g():
    yield 1
print('SANDBOX-ESCAPE', g().gi_code)
