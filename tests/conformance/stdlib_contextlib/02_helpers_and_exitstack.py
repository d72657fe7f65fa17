# suppress, nullcontext, closing and ExitStack.
from contextlib import suppress, nullcontext, closing, ExitStack

with suppress(KeyError, IndexError):
    [][3]
print("after suppress")
try:
    with suppress(KeyError):
        int("x")
except ValueError as e:
    print("not suppressed:", e)
with suppress():
    pass
with nullcontext(42) as v:
    print("nullcontext gives", v)
with nullcontext() as v:
    print("nullcontext default", v)


class Resource:
    def __init__(self, name):
        self.name = name
        self.closed = False

    def close(self):
        self.closed = True
        print("closing", self.name)


with closing(Resource("db")) as r:
    print("using", r.name, r.closed)
print("closed?", r.closed)


class Tracked:
    def __init__(self, name, log, swallow=False):
        self.name, self.log, self.swallow = name, log, swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name

    def __exit__(self, et, ev, tb):
        self.log.append(f"exit {self.name} {et.__name__ if et else None}")
        return self.swallow


log = []
with ExitStack() as stack:
    names = [stack.enter_context(Tracked(n, log)) for n in "abc"]
    stack.callback(log.append, "callback ran")
    log.append("body " + "".join(names))
print(log)

log = []
with ExitStack() as stack:
    stack.enter_context(Tracked("outer", log, swallow=True))
    stack.enter_context(Tracked("inner", log))
    raise RuntimeError("boom")
print("swallowed by outer:", log)

log = []
try:
    with ExitStack() as stack:
        stack.enter_context(Tracked("only", log))
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e), log)


def failing_cb():
    raise ValueError("cleanup failed")


try:
    with ExitStack() as stack:
        stack.callback(failing_cb)
        raise KeyError("original")
except ValueError as e:
    print("replaced:", e, "context:", repr(e.__context__))

stack = ExitStack()
stack.callback(print, "deferred", 1)
moved = stack.pop_all()
stack.close()
print("nothing yet")
moved.close()
try:
    with ExitStack() as s:
        s.enter_context(object())
except TypeError as e:
    print("TypeError:", e)


def on_exit(et, ev, tb):
    print("pushed exit sees", et.__name__ if et else None)
    return True


with ExitStack() as s:
    s.push(on_exit)
    raise IndexError("suppressed by pushed")
print("done")
