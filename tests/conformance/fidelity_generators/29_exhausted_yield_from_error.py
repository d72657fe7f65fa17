# Delegation ends; the outer generator raises after the inner one finished.
def inner():
    yield 1
    yield 2
    return "inner-done"


def outer():
    result = yield from inner()
    print("  inner returned", result)
    raise LookupError("outer failed after " + result)


for v in outer():
    print("value", v)
