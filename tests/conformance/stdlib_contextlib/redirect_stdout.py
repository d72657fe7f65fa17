# contextlib.redirect_stdout: print() without a file writes to the target,
# nested and re-entrant managers restore in order, an exception restores.
import io, contextlib
from contextlib import redirect_stdout, redirect_stderr
buf = io.StringIO()
with redirect_stdout(buf) as f:
    print("captured", 1, 2.5)
    print("more", end="")
print(f is buf, repr(buf.getvalue()))
outer, inner = io.StringIO(), io.StringIO()
with redirect_stdout(outer):
    print("a")
    with redirect_stdout(inner):
        print("b")
    print("c")
print(repr(outer.getvalue()), repr(inner.getvalue()))
try:
    with redirect_stdout(io.StringIO()) as s:
        print("lost?")
        raise ValueError("boom")
except ValueError as e:
    print("caught", e, repr(s.getvalue()))
with redirect_stdout(None):
    print("discarded")
cm = redirect_stdout(io.StringIO())
with cm:
    with cm:
        print("reentrant")
print(repr(cm._new_target.getvalue()))
class W:
    def __init__(self): self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
w = W()
with redirect_stdout(w):
    print("x", "y", sep="-")
print(w.parts)
with redirect_stderr(io.StringIO()) as e:
    print("to stdout still")
print(repr(e.getvalue()))
def f():
    print("in f")
    return 3
b2 = io.StringIO()
with contextlib.redirect_stdout(b2):
    r = f()
print(r, repr(b2.getvalue()), redirect_stdout.__name__, redirect_stdout.__module__)
print(isinstance(cm, contextlib.AbstractContextManager))
import io, contextlib, pprint
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    pprint.pprint({'a': [1, 2, 3], 'b': 'x' * 5})
    pprint.pp([1, 2])
print(repr(buf.getvalue()))
