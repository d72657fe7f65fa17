del x
del x, y
del x,
del (x)
del (x, y)
del [x, y]
del a.b
del a[0]
del a[1:2], b.c
del (a), [b, (c, d)]
