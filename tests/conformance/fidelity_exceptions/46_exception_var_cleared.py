# The `as` name is deleted after the except block ends.
try:
    1 / 0
except ZeroDivisionError as err:
    print("inside:", err)
try:
    print(err)
except NameError as e:
    print(type(e).__name__, e)
err = "before"
try:
    int("x")
except ValueError as err:
    pass
print("err" in dir())
saved = None
try:
    [].pop()
except IndexError as exc:
    saved = exc
print(type(saved).__name__, saved)


def f():
    try:
        raise KeyError("k")
    except KeyError as local:
        pass
    return local


try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
