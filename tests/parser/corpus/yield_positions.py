def g():
    x = yield
    y = yield 1
    z = yield from g()
    yield 1, 2
    w = (yield)
    await_ = (yield x)
    print((yield))
    f((yield 1))
    return (yield)
