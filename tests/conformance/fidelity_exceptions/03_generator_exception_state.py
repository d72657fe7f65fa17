# A generator suspended inside an except block keeps its own exception
# state: the caller never sees it, and it gets it back when resumed.
def active():
    try:
        raise
    except RuntimeError:
        return None
    except BaseException as e:
        return repr(e)

def worker():
    try:
        raise KeyError("worker")
    except KeyError:
        print("worker handles", active())
        yield 1
        print("worker resumed with", active())
        yield 2
    print("worker after except:", active())
    yield 3

w = worker()
print(next(w), "caller:", active())
try:
    raise ValueError("caller")
except ValueError:
    print(next(w), "caller:", active())
print(next(w), "caller:", active())

def plain():
    print("plain sees caller's:", active())
    yield "p"
    print("plain later sees:", active())
    yield "q"

p = plain()
try:
    raise IndexError("ctx")
except IndexError:
    print(next(p))
print(next(p))

def thrower():
    try:
        raise ValueError("inside")
    except ValueError:
        try:
            yield 1
        except TypeError as t:
            print("thrown with context", repr(t.__context__))
            yield 2

t = thrower()
next(t)
print(t.throw(TypeError("boom")))
