def averager():
    total = 0.0
    count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print("  reset because:", e)
            total, count, avg = 0.0, 0, None
            continue
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return (count, avg)

g = averager()
print(next(g))
for v in [10, 20, 30]:
    print("avg", g.send(v))
print("after throw:", g.throw(ValueError("bad sensor")))
print(g.send(5))
try:
    g.send(None)
except StopIteration as stop:
    print("finished with", stop.value, stop.args)

def delegator(results):
    while True:
        r = yield from averager()
        results.append(r)
        if len(results) >= 2:
            return "done"

results = []
d = delegator(results)
next(d)
for v in [1, 2, None, 4, None]:
    try:
        d.send(v)
    except StopIteration as s:
        print("delegator returned", repr(s.value))
print(results)

def closing_gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup ran")
c = closing_gen()
print(next(c))
c.close()
print(list(c))

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "not leaving"
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)

def counter(n):
    i = 0
    while i < n:
        cmd = yield i
        if cmd == "skip":
            i += 2
        else:
            i += 1
gen = counter(10)
out = [next(gen)]
for cmd in ["go", "skip", "go", "skip"]:
    out.append(gen.send(cmd))
print(out)
pipeline = (x * x for x in range(10) if x % 3)
print(next(pipeline), sum(pipeline), list(pipeline))
nested = ((i, j) for i in range(3) for j in range(i))
print(list(nested))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
from itertools import islice, takewhile
print(list(islice(fib(), 10)), list(takewhile(lambda x: x < 50, fib())))
gen2 = (i for i in range(3))
print(type(gen2).__name__, iter(gen2) is gen2)
try:
    next(g)
except StopIteration as e:
    print("exhausted:", repr(e))
def bad():
    yield 1
    raise StopIteration("oops")
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
