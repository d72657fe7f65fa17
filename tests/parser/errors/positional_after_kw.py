f(x=1, y)
