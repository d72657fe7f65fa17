def trace(func):
    def wrapper(*args, **kwargs):
        shown = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
        print(f"call {func.__name__}({', '.join(shown)})")
        result = func(*args, **kwargs)
        print(f"  -> {result!r}")
        return result
    return wrapper


@trace
def scale(values, factor=2, *, offset=0):
    return [v * factor + offset for v in values]

scale([1, 2, 3])
scale([1, 2], 10)
scale([4], factor=3, offset=1)
