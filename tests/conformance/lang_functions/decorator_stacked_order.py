calls = []

def trace(label):
    def deco(func):
        calls.append(f"decorating {func.__name__} with {label}")
        def wrapper(*args):
            calls.append(f"enter {label}")
            result = func(*args)
            calls.append(f"exit {label}")
            return result
        wrapper.__name__ = func.__name__
        return wrapper
    return deco


@trace("outer")
@trace("middle")
@trace("inner")
def work(x):
    calls.append(f"work({x})")
    return x * 2


print(work(21))
for line in calls:
    print(line)
