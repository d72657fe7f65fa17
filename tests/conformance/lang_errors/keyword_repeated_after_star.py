def f(*args, **kwargs):
    return kwargs

print("never")
print(f(*[1], a=1, b=2, **{}, a=3))
