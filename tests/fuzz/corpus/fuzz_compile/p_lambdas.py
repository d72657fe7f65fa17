f1 = lambda: 0
f2 = lambda x: x + 1
f3 = lambda x, y: x * y
f4 = lambda x=1, y=2: x + y
f5 = lambda *args: args
f6 = lambda **kwargs: kwargs
f7 = lambda *args, **kwargs: (args, kwargs)
f8 = lambda a, /, b: a + b
f9 = lambda a, *, b: a + b
f10 = lambda a, b=1, /, c=2, *d, e, f=3, **g: 0
f11 = lambda x: lambda y: x + y
f12 = lambda: (yield)
sorted_items = sorted(items, key=lambda item: (item[1], -item[0]))
f13 = lambda x: x if x else None
f14 = (lambda: 1)()
f15 = lambda *, k: k
f16 = lambda x,: x
