# expect: budget | ok
# Closing a generator runs its finally: under the budget, never outside it.
def g():
    try:
        yield 1
    finally:
        while True:
            pass
x = g()
next(x)
del x
junk = [[i] for i in range(100000)]
print('after')
