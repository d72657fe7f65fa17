# An exception thrown into a generator is chained to what the generator
# itself is handling, never to what its caller is handling.
def steps():
    yield 1
    yield 2

def guarded():
    try:
        raise KeyError("inside")
    except KeyError:
        try:
            yield "waiting"
        except ValueError as e:
            print("guarded sees context", repr(e.__context__))
            yield "recovered"

s = steps()
next(s)
try:
    raise IndexError("caller is handling this")
except IndexError:
    try:
        s.throw(ValueError("thrown"))
    except ValueError as e:
        print("context:", repr(e.__context__))

g = guarded()
next(g)
try:
    raise IndexError("caller")
except IndexError:
    print(g.throw(ValueError("thrown in")))

fresh = steps()
try:
    raise IndexError("caller again")
except IndexError:
    try:
        fresh.throw(ValueError("never started"))
    except ValueError as e:
        print("unstarted context:", repr(e.__context__))
print(next(fresh, "finished"))
