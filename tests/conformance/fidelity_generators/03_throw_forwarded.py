# throw() into a delegating generator goes to the iterator it delegates
# to: a generator, or an object with its own throw method.
class Ticker:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration("ticker done")
        return self.n
    def throw(self, *args):
        print("Ticker.throw got", [type(a).__name__ for a in args])
        if isinstance(args[0], KeyError):
            raise StopIteration("stopped by throw")
        return "resumed"

def run(it):
    result = yield from it
    print("yield from returned", result)
    yield "end"

g = run(Ticker())
print(next(g))
print(g.throw(ValueError("v")))
print(g.throw(ValueError, "two args"))
print(next(g))
print(g.throw(KeyError("stop")))

class Plain:
    def __iter__(self):
        return self
    def __next__(self):
        return "plain"

def guarded(it):
    try:
        yield from it
    except ValueError as e:
        print("guarded caught", e)
        yield "recovered"

g = guarded(Plain())
print(next(g))
print(g.throw(ValueError("no throw method")))

def inner():
    try:
        yield "inner"
    except ValueError as e:
        print("inner caught", e)
        return "inner returned"

def outer():
    value = yield from inner()
    print("outer got", value)
    yield "outer"

g = outer()
print(next(g))
print(g.throw(ValueError("deep")))

def chain(n):
    if n == 0:
        return (yield from inner())
    return (yield from chain(n - 1))

g = chain(50)
print(next(g))
try:
    g.throw(ValueError("through fifty"))
except StopIteration as e:
    print("chain finished with", e.value)
