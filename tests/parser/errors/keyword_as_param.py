def f(class): pass
