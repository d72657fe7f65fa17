# expect: rejected
def f():
    return locals()
print('SANDBOX-ESCAPE', f())
