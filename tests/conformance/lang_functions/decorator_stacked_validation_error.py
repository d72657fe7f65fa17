def not_empty(func):
    def wrapper(items):
        if not items:
            raise ValueError(f"{func.__name__}: empty input")
        return func(items)
    wrapper.__name__ = func.__name__
    return wrapper


def numeric(func):
    def wrapper(items):
        bad = [x for x in items if not isinstance(x, (int, float))]
        if bad:
            raise TypeError(f"{func.__name__}: non-numeric values {bad}")
        return func(items)
    wrapper.__name__ = func.__name__
    return wrapper


@not_empty
@numeric
def mean(items):
    return sum(items) / len(items)


print(mean([1, 2, 3, 4]), mean.__name__)
print(mean([2.5]))
print(mean([1, "2", 3]))
