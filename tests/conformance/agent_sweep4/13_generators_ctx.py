from contextlib import contextmanager, suppress, ExitStack, closing, nullcontext
import io
@contextmanager
def tag(name, log):
    log.append(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        log.append(f"!{e}")
    finally:
        log.append(f"</{name}>")
log = []
with tag("a", log) as t:
    log.append(t)
    with tag("b", log):
        raise ValueError("boom")
print(log)
with suppress(KeyError, IndexError):
    {}["x"]
    print("not reached")
print("after suppress")
class Res:
    def __init__(self, n, log): self.n, self.log = n, log
    def __enter__(self): self.log.append(f"open{self.n}"); return self
    def __exit__(self, et, ev, tb):
        self.log.append(f"close{self.n}:{et.__name__ if et else None}")
        return False
    def close(self): self.log.append(f"closed{self.n}")
log = []
try:
    with ExitStack() as st:
        rs = [st.enter_context(Res(i, log)) for i in range(3)]
        st.callback(log.append, "callback")
        raise RuntimeError("x")
except RuntimeError:
    pass
print(log)
log = []
with closing(Res(9, log)): pass
print(log)
buf = io.StringIO()
print("captured", 1, 2, sep="-", file=buf)
print(repr(buf.getvalue()))
with nullcontext(5) as v: print(v)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
from itertools import islice, takewhile
print(list(islice(fib(), 10)), list(takewhile(lambda x: x < 50, fib())))
def averager():
    total = n = 0
    avg = None
    while True:
        x = yield avg
        if x is None: return total
        total += x; n += 1
        avg = total / n
g = averager(); next(g)
print(g.send(10), g.send(20), g.send(5))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)
def chain(*its):
    for it in its:
        r = yield from it
    return "done"
print(list(chain([1, 2], "ab", range(2))))
def sub():
    x = yield 1
    return x * 2
def outer():
    r = yield from sub()
    yield r
og = outer(); print(next(og), og.send(21))
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen closed")
g = gen(); print(next(g)); g.close(); print(list(g))
def thrower():
    while True:
        try:
            yield
        except ValueError as e:
            print("handled", e)
th = thrower(); next(th); th.throw(ValueError("v")); th.close()
squares = (x * x for x in range(5))
print(sum(squares), sum(squares), type(squares).__name__)
def countdown(n):
    while n > 0:
        yield n
        n -= 1
c = countdown(3)
print(next(c), list(c), next(c, "empty"))
ge = (i for i in range(3))
print(ge.__name__ if hasattr(ge, "__name__") else "", repr(next(ge)), list(zip(countdown(3), "abc")))
