# expect: error RecursionError
def f(n):
    return g(n + 1)
def g(n):
    return f(n + 1)
f(0)
