def count(n):
    i = 0
    while i < n:
        yield i
        i += 1

def delegate():
    result = yield from count(5)
    return result

def send_values():
    received = yield
    while received is not None:
        received = yield received * 2

def yield_tuple():
    yield 1, 2
    yield *a, b

gen = (x * 2 for x in count(10) if x)
first = next(x for x in gen)
lst = list(i for i in range(3))

def pipe():
    data = (yield)
    value = (yield from inner())
    await_like = [(yield x) for x in ()] if False else None
