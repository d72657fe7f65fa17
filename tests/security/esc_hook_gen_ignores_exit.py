# expect: error RuntimeError
def g():
    try:
        yield 1
    finally:
        yield 2
x = g()
next(x)
x.close()
