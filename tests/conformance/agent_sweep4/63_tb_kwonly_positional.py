def f(x, *, scale=1):
    return x * scale
print(f(2, 3))
