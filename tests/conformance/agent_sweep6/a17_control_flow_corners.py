def f1():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                return f"returned at {i}"
        finally:
            print(f"finally i={i}")
    return "loop end"
print(f1())

def f2():
    try:
        return "from try"
    finally:
        print("finally runs before return value is used")
print(f2())

def f3():
    try:
        raise KeyError("k")
    finally:
        return "finally swallowed the error"
print(f3())

def f4():
    while True:
        try:
            break
        finally:
            print("break through finally")
    return "after loop"
print(f4())

def f5():
    try:
        try:
            raise ValueError("inner")
        finally:
            print("inner finally")
    except ValueError as e:
        print("caught", e)
    else:
        print("no else")
    try:
        pass
    except Exception:
        pass
    else:
        print("else runs when no exception")
f5()

def chain():
    try:
        {}["x"]
    except KeyError:
        try:
            int("y")
        except ValueError as e2:
            return e2
e = chain()
print(repr(e), repr(e.__context__), e.__suppress_context__, e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("wrapped") from z
except RuntimeError as r:
    print(repr(r.__cause__), r.__suppress_context__, r.__context__ is r.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("hidden") from None
except RuntimeError as r:
    print(r.__cause__, r.__suppress_context__, type(r.__context__).__name__)

def gen_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
g = gen_finally()
for x in g:
    print("got", x)
    break
print("after break")
g.close()
print("closed; next gives", next(g, "nothing"))

counter = 0
def bump():
    global counter
    counter += 1
    return counter
[bump() for _ in range(3)]
print(counter)

def make_adders():
    return [lambda x, i=i: x + i for i in range(3)], [lambda x: x + i for i in range(3)]
good, bad = make_adders()
print([f(10) for f in good], [f(10) for f in bad])

data = [3, 8, 1, 9]
if (biggest := max(data)) > 5:
    print("big", biggest)
print([y for x in data if (y := x * 2) > 6], y)

def uses_before_assign():
    try:
        print(value)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    value = 1
    del value
    try:
        value
    except NameError as e:
        print(type(e).__name__ + ":", e)
uses_before_assign()

def kw(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw
print(kw(1, c=3), kw(1, 2, 3, 4, c=5, e=6), kw(*[1, 2], **{"c": 0, "z": 1}))
first, *middle, last = range(6)
(p, q), *rest = [(1, 2), 3, 4]
print(first, middle, last, p, q, rest, [*"ab", *range(2)], {**{"a": 1}, "b": 2})
def default_trap(x, acc=[]):
    acc.append(x)
    return acc
print(default_trap(1), default_trap(2))
i = 0
while i < 5:
    i += 1
    if i == 10:
        break
else:
    print("while-else ran, i =", i)
for n in []:
    pass
else:
    print("for-else on empty")
