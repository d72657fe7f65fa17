# expect: rejected
def f(*, a=1):
    pass
print('SANDBOX-ESCAPE', f.__kwdefaults__)
