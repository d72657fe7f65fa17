def collector():
    items = []
    while True:
        item = yield
        if item is None:
            return items
        items.append(item)


def run(values):
    c = collector()
    next(c)
    for v in values:
        c.send(v)
    try:
        c.send(None)
    except StopIteration as stop:
        return stop.value


print(run(["x", "y", "z"]))
print(run([]))
def numbered(lines):
    n = 0
    for line in lines:
        n += 1
        yield f"{n:>3}: {line}"
print("\n".join(numbered(["alpha", "beta"])))
