from contextlib import contextmanager, suppress, ExitStack, closing, nullcontext
@contextmanager
def timer(label):
    print(f"start {label}")
    try:
        yield label.upper()
    except ValueError as e:
        print(f"handled {e}")
    finally:
        print(f"end {label}")
with timer("a") as t:
    print("inside", t)
with timer("b"):
    raise ValueError("oops")
with suppress(KeyError, IndexError):
    {}["x"]
print("suppressed")
class Res:
    def __init__(self, n): self.n = n
    def __enter__(self): print("open", self.n); return self
    def __exit__(self, et, ev, tb):
        print("close", self.n, et.__name__ if et else None)
        return False
with ExitStack() as stack:
    rs = [stack.enter_context(Res(i)) for i in range(3)]
    stack.callback(print, "callback")
try:
    with Res("x"), Res("y"):
        1 / 0
except ZeroDivisionError:
    print("zde")
with nullcontext(5) as v:
    print(v)
class Closer:
    def close(self): print("closed")
with closing(Closer()):
    pass
