def chunked(seq, n):
    buf = []
    for x in seq:
        buf.append(x)
        if len(buf) == n:
            yield buf
            buf = []
    if buf:
        yield buf

def running_avg():
    total = count = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            return total
        total += x
        count += 1
        avg = total / count

print(list(chunked(range(10), 4)))
g = running_avg()
next(g)
print([g.send(x) for x in (10, 20, 60)])
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value)

def flatten(x):
    for item in x:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, (3, [4, 5])], [], 6])))
gen = (i * i for i in range(5) if i % 2 == 0)
print(next(gen), list(gen), list(gen))
def take(n, it):
    for _, x in zip(range(n), it):
        yield x
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(take(5, naturals())), sum(take(100, naturals())))
def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g2 = gen_with_finally()
print(next(g2))
g2.close()
print("after close")
def counter():
    i = 0
    while True:
        cmd = yield i
        if cmd == "reset":
            i = 0
        else:
            i += 1
c = counter()
print(next(c), next(c), c.send("reset"), next(c))
try:
    c.throw(ValueError("boom"))
except ValueError as e:
    print("thrown:", e)
print(list(zip(*[iter("abcdef")] * 2)))
