# Walking an exception chain through __cause__ and __context__.
def chain(exc):
    out = []
    while exc is not None:
        out.append("%s(%s)" % (type(exc).__name__, exc))
        if exc.__cause__ is not None:
            exc = exc.__cause__
        elif not exc.__suppress_context__:
            exc = exc.__context__
        else:
            exc = None
    return " <- ".join(out)


def parse(text):
    return int(text)


def load(text):
    try:
        return parse(text)
    except ValueError as e:
        raise LookupError("cannot load %r" % text) from e


def main(text):
    try:
        return load(text)
    except LookupError:
        raise RuntimeError("main failed")


try:
    main("abc")
except RuntimeError as e:
    print(chain(e))

try:
    try:
        {}["k"]
    except KeyError:
        raise TypeError("during") from None
except TypeError as e:
    print(chain(e), "| hidden context:", repr(e.__context__))
try:
    try:
        raise ValueError("first")
    finally:
        print("finally runs")
except ValueError as e:
    print(chain(e))
