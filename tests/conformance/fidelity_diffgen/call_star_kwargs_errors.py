# f(*x, **m): a lone *x is taken apart at the call, after the keywords.
def show(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
def f(*a, **k): return a, k
show(lambda: f(*1, **2))
show(lambda: f(1, *1, **2))
show(lambda: f(*[1], *1, **2))
show(lambda: f(*1, k=1, **2))
show(lambda: f(*1, **{}, **2))
show(lambda: f(*1, **{'a': 1}, **{'a': 2}))
show(lambda: f(*1, **{'x': 1}))
show(lambda: f(*[1], **2))
show(lambda: f(*1))
show(lambda: f(**2))
