from functools import wraps
call_counts = {}
def counted(fn):
    call_counts[fn.__name__] = 0
    @wraps(fn)
    def wrapper(*args, **kwargs):
        call_counts[fn.__name__] += 1
        return fn(*args, **kwargs)
    wrapper.reset = lambda: call_counts.__setitem__(fn.__name__, 0)
    return wrapper
@counted
def area(w, h=1):
    return w * h
@counted
def greet(name):
    return f"hi {name}"
print([area(i, i + 1) for i in range(4)], greet("x"), greet("y"))
print(call_counts)
area.reset()
print(call_counts, area.__name__, area.__wrapped__(2, 3))
def make_multipliers():
    return [lambda x, i=i: x * i for i in range(1, 4)]
print([m(10) for m in make_multipliers()])
def accumulator(start=0):
    total = start
    def add(x):
        nonlocal total
        total += x
        return total
    return add
acc = accumulator(100)
print(acc(5), acc(-20), acc(0.5))
