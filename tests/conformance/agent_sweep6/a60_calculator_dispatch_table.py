import operator
import heapq
import bisect
import functools
import math
import struct
import zlib

OPS = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "//": operator.floordiv,
    "%": operator.mod,
    "**": operator.pow,
    "neg": operator.neg,
    "sqrt": math.sqrt,
    "max": max,
}
print(OPS)
print({name: fn.__name__ for name, fn in OPS.items()})

def rpn(expr):
    stack = []
    for tok in expr.split():
        if tok in ("neg", "sqrt"):
            stack.append(OPS[tok](stack.pop()))
        elif tok in OPS:
            b, a = stack.pop(), stack.pop()
            stack.append(OPS[tok](a, b))
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    if len(stack) != 1:
        raise ValueError(f"malformed expression, stack={stack}")
    return stack[0]

for e in ["3 4 + 2 *", "2 10 **", "7 2 //", "9 sqrt neg", "1 0 /", "1 2 3 +", "5.5 2 %"]:
    try:
        print(f"{e!r:<14} = {rpn(e)!r}")
    except (ZeroDivisionError, ValueError) as exc:
        print(f"{e!r:<14} ! {type(exc).__name__}: {exc}")

tools = [heapq.heappush, heapq.heapify, bisect.insort, bisect.bisect_left, functools.reduce,
         struct.pack, zlib.crc32, operator.itemgetter, len, sorted, functools.partial(pow, 2)]
for t in tools:
    print(repr(t)[:40])
print(functools.reduce(operator.mul, range(1, 6)), operator.itemgetter(1, 0)("ab"))
pipeline = [str.strip, str.lower, functools.partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_"))]
print(functools.reduce(lambda acc, f: f(acc), pipeline, "  Hello World  "))
print(sorted(OPS, key=len), min(OPS.items(), key=lambda kv: kv[0])[1])
