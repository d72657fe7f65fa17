# expect: ok
# args: --gc-stress
# stdout: [1, 2, 3, 4, 5, 6, 7, 8] done 40 1
# The attribute caches of a code object remember classes and methods
# without holding them: classes made and dropped in a loop (their memory
# reused by the next class), methods deleted or replaced between calls and
# instances switching class must never let a call reach a freed method or
# read an instance dict through a stale hint.
def call(o):
    return o.m()


def read(o):
    return o.v


def write(o, x):
    o.v = x


out = []
for i in range(8):
    ns = {"m": (lambda k: lambda self: k)(i + 1)}
    Cls = type("C%d" % i, (), ns)
    inst = Cls()
    write(inst, i)
    out.append(call(inst))
    del Cls, inst, ns
print(out, end=" ")


class A:
    def m(self):
        return "A"


a = A()
for _ in range(5):
    call(a)
del A.m
try:
    call(a)
except AttributeError:
    pass
A.m = lambda self: "again"
call(a)
keep = []
for i in range(40):
    o = A()
    write(o, i)
    if i % 3 == 0:
        del o.v
        o.w = i
        o.v = -i
    keep.append(read(o))
    junk = [[j] * 3 for j in range(50)]
print("done", len(keep), sum(1 for k in keep if k < 0) and 1)
