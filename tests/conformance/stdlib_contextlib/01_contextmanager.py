# contextmanager as agents use it: setup/teardown, values, exceptions
# inside the block, suppression by the generator, and misuse.
from contextlib import contextmanager, ContextDecorator, AbstractContextManager


def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


@contextmanager
def section(title, log):
    log.append(f"enter {title}")
    try:
        yield title.upper()
    except KeyError as e:
        log.append(f"handled {e!r}")
    finally:
        log.append(f"exit {title}")


log = []
with section("alpha", log) as t:
    log.append(f"body {t}")
with section("beta", log):
    raise KeyError("missing")
print(log)
log.clear()
try:
    with section("gamma", log):
        raise ValueError("not handled")
except ValueError as e:
    print("propagated:", e, log)


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


def use(cm):
    with cm:
        return "inside"


attempt("no yield", lambda: use(no_yield()))
attempt("two yields", lambda: use(two_yields()))


@contextmanager
def swallow_all():
    try:
        yield
    except Exception:
        pass


def risky():
    with swallow_all():
        1 / 0
    return "after"


print(risky())


@contextmanager
def stop_inside():
    yield


def raise_stop():
    with stop_inside():
        raise StopIteration("from block")


attempt("StopIteration in block", raise_stop)


@contextmanager
def transform():
    try:
        yield
    except ZeroDivisionError as e:
        raise ValueError("converted") from e


try:
    with transform():
        1 / 0
except ValueError as e:
    print("converted:", e, type(e.__cause__).__name__)

calls = []


@contextmanager
def traced(name):
    calls.append("start " + name)
    yield
    calls.append("end " + name)


@traced("job")
def job(x):
    calls.append(f"run {x}")
    return x * 2


print(job(1), job(2), calls, job.__name__)


class Managed(ContextDecorator):
    def __enter__(self):
        print("managed enter")
        return self

    def __exit__(self, *exc):
        print("managed exit", exc[0].__name__ if exc[0] else None)
        return False


@Managed()
def work():
    print("working")


work()
print(isinstance(Managed(), AbstractContextManager), issubclass(type(section("x", [])), AbstractContextManager))


class Plain:
    def __enter__(self):
        return 1

    def __exit__(self, *a):
        return None


print(issubclass(Plain, AbstractContextManager), issubclass(int, AbstractContextManager))
