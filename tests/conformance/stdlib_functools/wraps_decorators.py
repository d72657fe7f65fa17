from functools import wraps, update_wrapper

def logged(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        result = func(*args, **kwargs)
        print(f'{func.__name__}{args} -> {result}')
        return result
    return wrapper

@logged
def add(a, b):
    """Add two numbers."""
    return a + b

add(2, 3)
print(add.__name__, add.__doc__, add.__qualname__, add.__wrapped__(10, 20))

def retry(times):
    def deco(func):
        @wraps(func)
        def inner(*args):
            for attempt in range(1, times + 1):
                try:
                    return func(*args)
                except ValueError as e:
                    print('attempt', attempt, 'failed:', e)
            return None
        return inner
    return deco

calls = []
@retry(3)
def flaky(x):
    calls.append(x)
    if len(calls) < 3:
        raise ValueError('not yet')
    return x * 10
print(flaky(4), flaky.__name__)

def timer(func):
    def wrapper(*a):
        return func(*a)
    return update_wrapper(wrapper, func)
@timer
def compute():
    "doc here"
    return 1
print(compute.__name__, compute.__doc__, compute())
