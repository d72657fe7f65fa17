from contextlib import contextmanager, suppress, ExitStack, nullcontext
class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print(f"enter {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        print(f"exit {self.name}", exc_type.__name__ if exc_type else None, exc)
        return exc_type is KeyError
with Timer("a") as t:
    print("inside", t.name)
with Timer("b"):
    {}["missing"]
print("after b")
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")
with tag("p") as T, tag("b"):
    print("text", T)
with suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
with ExitStack() as stack:
    for n in ("x", "y"):
        stack.enter_context(tag(n))
    print("body")
with nullcontext(5) as v:
    print(v)
try:
    with Timer("c"):
        raise ValueError("propagates")
except ValueError as e:
    print("caught", e)
@contextmanager
def broken():
    yield 1
    yield 2
try:
    with broken():
        pass
except RuntimeError as e:
    print(e)
