import functools
def validate(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        for a in args:
            if not isinstance(a, (int, float)):
                raise TypeError(f"{fn.__name__}() expects numbers, got {type(a).__name__}")
        return fn(*args)
    return wrapper
@validate
def mean(*xs):
    return sum(xs) / len(xs)
print(mean(1, 2, 3))
print(mean())
