# yield from delegates and passes back the subgenerator's return value.
def read_block(name, items):
    print("  start", name)
    for it in items:
        got = yield "%s:%s" % (name, it)
        if got is not None:
            print("  %s got %r" % (name, got))
    return len(items)


def reader(blocks):
    totals = []
    for name, items in blocks:
        n = yield from read_block(name, items)
        totals.append((name, n))
    return totals


g = reader([("a", [1, 2]), ("b", []), ("c", [3])])
print(next(g))
print(g.send("hello"))
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("result", e.value)


def flatten(x):
    if isinstance(x, list):
        for y in x:
            yield from flatten(y)
    else:
        yield x


print(list(flatten([1, [2, [3, [4]], 5], [[6]]])))


def gen_range():
    r = yield from range(3)
    return r


def outer():
    v = yield from gen_range()
    print("  inner returned", v)


print(list(outer()))
