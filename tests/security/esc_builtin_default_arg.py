# expect: rejected
def f(x=exec):
    return x
