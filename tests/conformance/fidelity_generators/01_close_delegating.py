# close() on a generator that delegates with `yield from`: the inner one
# is closed first, then GeneratorExit reaches the outer one.
def reader(name):
    try:
        while True:
            yield name + "-line"
    except GeneratorExit:
        print(name, "reader closing")
        raise
    finally:
        print(name, "reader finally")

def pipeline():
    try:
        yield from reader("a")
    except GeneratorExit:
        print("pipeline got GeneratorExit")
        raise

p = pipeline()
print(next(p))
print(p.close())
print(next(p, "exhausted"))

def swallowing():
    try:
        yield 1
    except GeneratorExit:
        print("inner swallows and returns")
        return "inner result"

def outer():
    result = yield from swallowing()
    print("outer resumed with", result)
    yield "outer-next"

o = outer()
next(o)
print("close ->", o.close())

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "refuses"

def wrapper():
    yield from stubborn()

w = wrapper()
next(w)
try:
    w.close()
except RuntimeError as e:
    print("RuntimeError:", e)

class Source:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        return self.n
    def close(self):
        print("Source.close called")

def from_source():
    yield from Source()

f = from_source()
print(next(f), next(f))
f.close()
print("closed")

def ret_value():
    yield 1
    return "value"
r = ret_value()
next(r)
print("close returns", r.close())
