# expect: exit
def g():
    try:
        yield 1
    finally:
        raise SystemExit
x = g()
next(x)
x.close()
