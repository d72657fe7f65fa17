foo(1,
def g():
    pass
