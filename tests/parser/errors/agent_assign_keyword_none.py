def f(None): pass
