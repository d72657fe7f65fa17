# expect: rejected
def f(a=[1]):
    pass
f.__defaults__ = (2,)
