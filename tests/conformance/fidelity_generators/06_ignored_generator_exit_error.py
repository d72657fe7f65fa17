# A generator that keeps yielding after close() is an error.
def stubborn():
    try:
        yield "still here"
    except GeneratorExit:
        print("ignoring GeneratorExit")
    yield "one more"

s = stubborn()
print(next(s))
s.close()
