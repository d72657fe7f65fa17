def f(x=return): pass
