# throw() is forwarded through yield from to the innermost generator.
def worker():
    try:
        while True:
            yield "working"
    except ValueError as e:
        print("  worker handled", e)
        yield "recovered"
    finally:
        print("  worker cleanup")


def manager():
    result = yield from worker()
    print("  manager sees", result)
    yield "manager done"


m = manager()
print(next(m))
print(m.throw(ValueError("bad input")))
print(next(m))
print(next(m, "exhausted"))


def fragile():
    yield 1
    yield 2


f = fragile()
next(f)
try:
    f.throw(KeyError("k"))
except KeyError as e:
    print("propagated", type(e).__name__, e)
print(next(f, "closed after throw"))
