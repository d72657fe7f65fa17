# expect: ok | budget
# A suspended generator whose finally loops, still alive when the session ends.
def g():
    try:
        yield 1
    finally:
        while True:
            pass
keep = g()
next(keep)
print('end')
