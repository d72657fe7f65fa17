import contextlib
import io
from contextlib import contextmanager, suppress, ExitStack, closing, nullcontext, redirect_stdout

@contextmanager
def timer(label, log):
    log.append(f"start {label}")
    try:
        yield len(log)
    except KeyError as e:
        log.append(f"handled {e!r} in {label}")
    finally:
        log.append(f"end {label}")

log = []
with timer("a", log) as n:
    log.append(f"inside {n}")
with timer("b", log):
    {}["missing"]
try:
    with timer("c", log):
        raise ValueError("boom")
except ValueError as e:
    log.append(f"outer caught {e}")
print("\n".join(log))

with suppress(FileNotFoundError, ZeroDivisionError):
    1 / 0
print("suppressed ok")

class Resource:
    def __init__(self, name, events):
        self.name, self.events = name, events
    def __enter__(self):
        self.events.append(f"open {self.name}")
        return self
    def __exit__(self, et, ev, tb):
        self.events.append(f"close {self.name} ({et.__name__ if et else 'ok'})")
        return False
    def close(self):
        self.events.append(f"closing() {self.name}")

events = []
try:
    with ExitStack() as stack:
        rs = [stack.enter_context(Resource(n, events)) for n in "xyz"]
        stack.callback(events.append, "callback ran")
        raise RuntimeError("fail in middle")
except RuntimeError as e:
    events.append(f"caught {e}")
print(events)

events.clear()
with ExitStack() as stack:
    stack.enter_context(Resource("p", events))
    moved = stack.pop_all()
events.append("after first with")
moved.close()
print(events)

events.clear()
with closing(Resource("q", events)) as r:
    events.append(f"using {r.name}")
print(events)
with nullcontext(42) as v:
    print("nullcontext", v)

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured line 1")
    print("captured", 2, sep=":")
print(repr(buf.getvalue()))

@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)

@contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)

class Tracker(contextlib.ContextDecorator):
    def __enter__(self):
        print("enter tracker")
        return self
    def __exit__(self, *exc):
        print("exit tracker", exc[0])
        return False

@Tracker()
def work(x):
    return x * 2
print(work(21))
with contextlib.suppress(KeyError) as s:
    print("suppress returns", s)
