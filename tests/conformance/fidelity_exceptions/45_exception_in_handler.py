# Exceptions raised inside except/finally blocks, and their __context__.
def cleanup_fails():
    try:
        raise ValueError("original")
    finally:
        raise RuntimeError("cleanup")


try:
    cleanup_fails()
except RuntimeError as e:
    print(type(e).__name__, e, "| context:", repr(e.__context__))


def handler_fails():
    try:
        [][0]
    except IndexError as e:
        print("  handling", e)
        return {}["k"]


try:
    handler_fails()
except KeyError as e:
    print(type(e).__name__, e, "| context:", repr(e.__context__))


def nested_handlers():
    try:
        raise TypeError("a")
    except TypeError:
        try:
            raise ValueError("b")
        except ValueError:
            raise KeyError("c")


try:
    nested_handlers()
except KeyError as e:
    ctx = e.__context__
    print(repr(e), repr(ctx), repr(ctx.__context__), ctx.__context__.__context__)


def same_object():
    err = ValueError("again")
    try:
        raise err
    except ValueError:
        raise err


try:
    same_object()
except ValueError as e:
    print(repr(e), e.__context__)
