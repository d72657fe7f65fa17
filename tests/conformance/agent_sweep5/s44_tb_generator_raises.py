def gen():
    yield 1
    raise KeyError("missing")
for x in gen():
    print(x)
