# expect: ok
# args: --callback-stress
# stdout: ['a', ' ', 'b', '\n'] ['from-write', '\n']
# stdout: caught no x
# stdout: depth 198 recursion
# stdout: AttributeError 'int' object has no attribute 'write'
# stdout: closed ['one', '\n']
# stdout: after a target that freed itself
# stdout: step 2 writes to the output
# contextlib.redirect_stdout keeps its target in the VM while it is
# entered, and print() calls the target's write() (user code) for each
# piece: a write() that redirects again, raises, prints (recursively, to
# the recursion limit), ends the redirect, or drops the last reference to
# its target while garbage is made; a target with no write(); a redirect
# left open at the end of a step, whose next step must print to the output
# (the step's run ends the redirect: the rest is CPython's output).
import contextlib
import io


class Again:
    def __init__(self):
        self.pieces = []
        self.inner = None

    def write(self, s):
        self.pieces.append(s)
        if self.inner is None:
            self.inner = io.StringIO()
            contextlib.redirect_stdout(self.inner).__enter__()
            print("from-write")
        return len(s)


a = Again()
with contextlib.redirect_stdout(a):
    print("a", "b")
    print("to the inner target")
inner = a.inner.getvalue()
print(a.pieces, [inner[:10], inner[10:11]])


class Refuse:
    def write(self, s):
        raise ValueError("no " + s)


try:
    with contextlib.redirect_stdout(Refuse()):
        print("x")
except ValueError as e:
    print("caught", e)


class Deep:
    def __init__(self):
        self.depth = 0

    def write(self, s):
        self.depth += 1
        if self.depth < 50:
            print("r", self.depth)
        return 0


class Forever:
    def write(self, s):
        print("again")


d = Deep()
with contextlib.redirect_stdout(d):
    print("go")
try:
    with contextlib.redirect_stdout(Forever()):
        print("go")
except RecursionError:
    print("depth", d.depth, "recursion")
try:
    with contextlib.redirect_stdout(5):
        print("x")
except AttributeError as e:
    print(type(e).__name__, e)


class Closer:
    def __init__(self):
        self.pieces = []

    def write(self, s):
        self.pieces.append(s)
        if s == "\n":
            cm.__exit__(None, None, None)
        return len(s)


c = Closer()
cm = contextlib.redirect_stdout(c)
cm.__enter__()
print("one")
print("closed", c.pieces)


class Dropper:
    def write(self, s):
        dcm._new_target = None
        junk = [[i] * 8 for i in range(200)]
        return len(junk)


dcm = contextlib.redirect_stdout(Dropper())
dcm.__enter__()
for i in range(20):
    print([i] * 10, {"k": str(i)})
holder = contextlib.redirect_stdout(io.StringIO())
holder.__enter__()
print("unseen")
holder.__exit__(None, None, None)
holder = None
dcm.__exit__(None, None, None)
print("after a target that freed itself")
contextlib.redirect_stdout(Refuse()).__enter__()
#---step---
print("step 2 writes to the output")
