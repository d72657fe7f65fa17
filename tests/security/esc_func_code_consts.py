# expect: rejected
def f():
    return 'secret'
print('SANDBOX-ESCAPE', f.__code__.co_consts)
