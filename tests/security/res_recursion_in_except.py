# expect: error RecursionError
def f():
    try:
        raise ValueError
    except ValueError:
        f()
f()
