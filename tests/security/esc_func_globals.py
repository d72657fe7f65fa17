# expect: rejected
def f():
    pass
print('SANDBOX-ESCAPE', f.__globals__)
