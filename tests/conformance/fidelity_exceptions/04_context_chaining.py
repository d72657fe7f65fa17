# __context__, __cause__ and __suppress_context__ as CPython sets them.
def show(e):
    print(type(e).__name__, repr(e.__context__), repr(e.__cause__), e.__suppress_context__)

def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise ValueError("missing " + k)

try:
    lookup({}, "a")
except ValueError as e:
    show(e)

try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("wrapped") from z
except RuntimeError as e:
    show(e)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("hidden") from None
except RuntimeError as e:
    show(e)

try:
    try:
        raise KeyError("k")
    except KeyError as k:
        raise k
except KeyError as e:
    show(e)

try:
    try:
        raise KeyError(1)
    finally:
        raise ValueError(2)
except ValueError as e:
    show(e)

def failing_gen():
    raise IndexError("gen")
    yield

try:
    try:
        raise KeyError("before")
    except KeyError:
        next(failing_gen())
except IndexError as e:
    show(e)

try:
    raise TypeError("t") from ValueError
except TypeError as e:
    show(e)
