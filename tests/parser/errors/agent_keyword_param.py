def f(from, to): pass
