import functools

print(functools.WRAPPER_ASSIGNMENTS)
print(functools.WRAPPER_UPDATES)

def trace(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    functools.update_wrapper(wrapper, fn, assigned=('__name__', '__doc__'), updated=())
    return wrapper

def keep_all(fn):
    @functools.wraps(fn, assigned=functools.WRAPPER_ASSIGNMENTS, updated=functools.WRAPPER_UPDATES)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

def name_only(fn):
    @functools.wraps(fn, assigned=('__name__',), updated=())
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

def area(w, h):
    """Area of a rectangle."""
    return w * h

for deco in (trace, keep_all, name_only):
    f = deco(area)
    print(deco.__name__, f.__name__, f.__qualname__, f.__doc__, f(3, 4), hasattr(f, '__wrapped__'))

checked = ('__module__', '__name__', '__qualname__', '__doc__')
missing = [a for a in checked if a in functools.WRAPPER_ASSIGNMENTS and not hasattr(keep_all(area), a)]
print('missing after wraps:', missing)
print(type(functools.WRAPPER_ASSIGNMENTS).__name__, len(functools.WRAPPER_ASSIGNMENTS),
      '__module__' in functools.WRAPPER_ASSIGNMENTS, '__dict__' in functools.WRAPPER_UPDATES)
