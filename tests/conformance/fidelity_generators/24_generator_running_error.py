# A generator that tries to advance itself while it is running.
def selfish():
    yield 1
    yield next(g)


g = selfish()
print(next(g))
try:
    next(g)
except ValueError as e:
    print(type(e).__name__, e)
print(next(g, "finished"))


def stop_inside():
    yield 1
    raise StopIteration("explicit")


s = stop_inside()
print(next(s))
next(s)
