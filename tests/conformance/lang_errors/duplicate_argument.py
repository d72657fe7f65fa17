print("before")

def f(a, b, *, a=1):
    return a
