# __cause__, __context__, __suppress_context__ and args can be assigned,
# with CPython's checks.
def describe(e):
    return "%s cause=%r context=%r suppress=%s args=%r" % (
        type(e).__name__, e.__cause__, e.__context__, e.__suppress_context__, e.args)

err = ValueError("bad value")
err.__cause__ = KeyError("missing")
print(describe(err))
err.__cause__ = None
print(describe(err))
err.__context__ = IndexError("idx")
err.__suppress_context__ = False
print(describe(err))
err.args = ["a", "b"]
print(describe(err), "|", err)
err.args = "xy"
print(err.args)

for attr, value in [("__cause__", 3), ("__context__", "text"), ("__cause__", KeyError),
                    ("__suppress_context__", 1), ("args", 5)]:
    try:
        setattr(err, attr, value)
    except TypeError as e:
        print(attr, "->", e)

for attr in ["__cause__", "__context__", "args", "__suppress_context__"]:
    try:
        delattr(err, attr)
    except TypeError as e:
        print("del", attr, "->", e)

class AppError(Exception):
    pass

wrapped = AppError("app")
wrapped.__cause__ = err
wrapped.code = 42
print(describe(wrapped), wrapped.code)
