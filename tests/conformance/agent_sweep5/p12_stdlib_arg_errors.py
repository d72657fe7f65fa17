# Argument errors of library functions, in the words CPython uses for each
# (C functions name their module; re.escape is a Python function).
import math, itertools, re, copy, operator


def f(*a, **k):
    return a, k


calls = [
    lambda: math.isclose(zz=1), lambda: math.isclose(1, zz=1), lambda: math.isclose(1, 2, a=1), lambda: math.isclose(1, 2, 3),
    lambda: math.isclose(1, 1.0000000001), lambda: itertools.tee(zz=1), lambda: itertools.tee(), lambda: itertools.tee([1], 2, 3),
    lambda: [list(t) for t in itertools.tee([1, 2], 2)], lambda: itertools.tee.__module__,
    lambda: re.escape(zz=1), lambda: re.escape(), lambda: re.escape(1, 2), lambda: re.escape(pattern="a.b"), lambda: re.escape("x*"),
    lambda: copy.deepcopy(1, 2, 3, 4), lambda: copy.deepcopy(), lambda: copy.deepcopy([1], {}, None),
    lambda: operator.call(), lambda: operator.call(obj=f), lambda: operator.call(f, 1, x=2), lambda: operator.invert(), lambda: operator.invert(5),
    lambda: operator.inv(1, 2), lambda: operator.__invert__(zz=1), lambda: operator.invert.__name__,
]
for i, c in enumerate(calls):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
