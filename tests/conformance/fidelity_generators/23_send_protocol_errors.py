# Wrong uses of the generator protocol.
def echo():
    while True:
        got = yield
        print("  echo", got)


e = echo()
next(e)
e.send("one")
e.send(None)
try:
    e.send()
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    e.send(1, 2)
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    e.throw("not an exception")
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    e.throw(int)
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    next(echo)
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    next([1, 2])
except TypeError as ex:
    print(type(ex).__name__, ex)
e.close()
try:
    e.send("after close")
except StopIteration as ex:
    print(type(ex).__name__, repr(ex))
