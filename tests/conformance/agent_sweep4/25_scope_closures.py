counter = 0
def bump(n=1):
    global counter
    counter += n
    return counter
print(bump(), bump(5), counter)
def make_acc(start=0):
    total = start
    def add(x):
        nonlocal total
        total += x
        return total
    def reset():
        nonlocal total
        total = start
    return add, reset
add, reset = make_acc(10)
print(add(1), add(2), reset(), add(0))
fns = [lambda x: x * i for i in range(3)]
print([f(10) for f in fns])
fns = [lambda x, i=i: x * i for i in range(3)]
print([f(10) for f in fns])
def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper
@memo
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(fib.cache))
def outer():
    x = "outer"
    def inner():
        return x
    x = "changed"
    return inner()
print(outer())
def f():
    try:
        print(y)
    except NameError as e:
        print("NameError:", e)
    y = 1
f()
def g():
    try:
        z += 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    z = 0
g()
def counter_gen():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1, c2 = counter_gen(), counter_gen()
print(c1(), c1(), c2(), c1.__name__, c1.__qualname__)
x = 10
def shadow():
    x = 20
    def inner():
        global x
        return x
    return inner(), x
print(shadow())
def compose(*fs):
    def run(v):
        for fn in reversed(fs):
            v = fn(v)
        return v
    return run
print(compose(str.upper, str.strip, lambda s: s + "  ")("  hi"))
def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None: moves = []
    if n:
        hanoi(n - 1, a, c, b, moves); moves.append(a + c); hanoi(n - 1, b, a, c, moves)
    return moves
print(hanoi(3), len(hanoi(10)))
def perms(s):
    if len(s) <= 1: return [s]
    return [s[i] + p for i in range(len(s)) for p in perms(s[:i] + s[i + 1:])]
print(perms("abc"))
def ackermann(m, n):
    if m == 0: return n + 1
    if n == 0: return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def depth(d):
    return 1 + max((depth(v) for v in d.values() if isinstance(v, dict)), default=0)
print(depth({"a": {"b": {"c": {}}, "d": 1}}))
def deco_with_args(prefix):
    def deco(fn):
        def w(*a, **k):
            return f"{prefix}{fn(*a, **k)}"
        return w
    return deco
@deco_with_args(">> ")
def hello(name): return f"hello {name}"
print(hello("bob"), hello.__name__)
def defaults(a, b=[], *, c={}):
    b.append(a); c[a] = len(b)
    return b, c
print(defaults(1), defaults(2))
