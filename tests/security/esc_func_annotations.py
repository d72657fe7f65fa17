# expect: rejected
def f(x: 'os') -> 'sys':
    pass
print('SANDBOX-ESCAPE', f.__annotations__)
