# An `except` clause naming something that is not an exception class raises
# TypeError; once that is handled, no exception is active any more.
def parse(items):
    results = []
    for item in items:
        try:
            results.append(int(item))
        except ("bad", ValueError):
            results.append(None)
    return results

try:
    print(parse(["1", "x"]))
except TypeError as e:
    print("TypeError:", e)
    print("context:", repr(e.__context__))

try:
    try:
        raise ValueError("v")
    except 42:
        pass
except TypeError as e:
    print("caught:", e)

try:
    raise
except RuntimeError as e:
    print("bare raise:", e)
except ValueError as e:
    print("stale:", repr(e))

def check():
    try:
        try:
            raise KeyError("k")
        except [KeyError]:
            pass
    except TypeError:
        pass
    try:
        raise
    except RuntimeError as e:
        return "clean: " + str(e)
    except KeyError as e:
        return "stale: " + repr(e)

print(check())
