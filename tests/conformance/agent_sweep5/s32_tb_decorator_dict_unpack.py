import functools
def log(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        print("calling", fn.__name__)
        return fn(*a, **k)
    return wrapper
@log
def parse(s):
    return dict(x.split("=") for x in s.split(";"))
print(parse("a=1;b=2"))
print(parse("a=1;b"))
