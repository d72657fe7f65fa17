# Every way out of an except block restores the exception being handled
# before it: falling off the end, break, continue, return, an exception.
def active():
    try:
        raise
    except RuntimeError:
        return None
    except BaseException as e:
        return repr(e)

def loops():
    for i in range(4):
        try:
            raise KeyError(i)
        except KeyError:
            if i == 0:
                continue
            if i == 1:
                break
    print("after break/continue:", active())

def returns():
    try:
        raise ValueError("r")
    except ValueError:
        return "returned"

def finally_return():
    try:
        raise ValueError("f")
    finally:
        return "finally swallowed"

loops()
print(returns(), active())
print(finally_return(), active())

try:
    raise KeyError("outer")
except KeyError:
    try:
        raise ValueError("inner")
    except ValueError:
        print("inner active:", active())
    print("outer restored:", active())
    try:
        try:
            raise IndexError("x")
        except IndexError:
            raise TypeError("escapes")
    except TypeError as t:
        print("escaped with context", repr(t.__context__))
    print("outer still:", active())
print("top level:", active())

class Quiet:
    def __enter__(self):
        return self
    def __exit__(self, tp, val, tb):
        print("exit sees", active())
        return True

try:
    raise KeyError("around")
except KeyError:
    with Quiet():
        raise ValueError("suppressed")
    print("after with:", active())

for i in range(2):
    try:
        raise ValueError(i)
    except ValueError:
        try:
            break
        finally:
            print("finally in except:", active())
print("after loop:", active())
