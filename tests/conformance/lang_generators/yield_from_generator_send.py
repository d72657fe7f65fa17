def inner():
    got = []
    while len(got) < 2:
        x = yield f"inner waiting ({len(got)})"
        got.append(x)
    return got


def outer():
    result = yield from inner()
    print("  inner returned", result)
    final = yield "outer waiting"
    return final


g = outer()
print(next(g))
print(g.send("a"))
print(g.send("b"))
try:
    g.send("end")
except StopIteration as e:
    print("outer returned", e.value)
