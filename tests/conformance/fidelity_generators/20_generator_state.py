# Generator objects: one pass only, state is kept between next() calls.
def countdown(n):
    print("  starting at", n)
    while n > 0:
        yield n
        n -= 1
    print("  liftoff")


g = countdown(3)
print("created")
print(next(g))
print(list(g))
print(list(g), next(g, "empty"))
try:
    next(g)
except StopIteration as e:
    print(type(e).__name__, repr(e), e.value)
g2 = countdown(2)
print(iter(g2) is g2, 2 in g2, list(g2))
g3 = countdown(4)
print(3 in g3, list(g3))
print(type(countdown).__name__, type(countdown(1)).__name__, countdown.__name__)


def empty():
    return
    yield


print(list(empty()), type(empty()).__name__)


def gen_with_return():
    yield 1
    return "bye"


print(list(gen_with_return()))
