# expect: rejected
def f(g=globals):
    return g()
print('SANDBOX-ESCAPE', f())
