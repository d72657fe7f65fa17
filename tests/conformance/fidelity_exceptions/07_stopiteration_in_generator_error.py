# A StopIteration escaping a generator frame becomes RuntimeError.
def numbers():
    yield 1
    raise StopIteration("done")

for n in numbers():
    print(n)
