# expect: rejected
def f():
    import os
    return os
