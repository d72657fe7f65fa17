# Raising an exception object again under another handler gives it that
# handler's exception as context; a chain that would loop is cut.
first = ValueError("first")
try:
    raise first
except ValueError:
    pass
print("after first raise:", repr(first.__context__))

try:
    raise KeyError("handling this")
except KeyError:
    try:
        raise first
    except ValueError as e:
        print("raised again:", repr(e.__context__))

try:
    raise KeyError("a")
except KeyError as a:
    try:
        raise ValueError("b")
    except ValueError as b:
        try:
            raise a
        except KeyError as x:
            print("a.context:", repr(x.__context__), "| b.context:", repr(b.__context__))

try:
    try:
        raise KeyError("old")
    except KeyError:
        fresh = RuntimeError("fresh")
        fresh.__context__ = None
        raise fresh
except RuntimeError as e:
    print("preset context replaced:", repr(e.__context__))
