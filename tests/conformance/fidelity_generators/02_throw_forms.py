# The forms of generator.throw(): an instance, a class, a class with a
# value (an instance of it is used as is), None as the traceback.
def worker():
    while True:
        try:
            yield
        except Exception as e:
            print(type(e).__name__, e.args)

w = worker()
next(w)
w.throw(ValueError(123))
w.throw(ValueError)
w.throw(ValueError, ValueError(123))
w.throw(ValueError, 123)
w.throw(KeyError, ("a", "b"))
w.throw(LookupError, KeyError("subclass instance"))
w.throw(ValueError, KeyError("wrapped"))
w.throw(ValueError, None)
w.throw(ValueError, "v", None)

for args in [(ValueError, 1, "tb"), (ValueError("x"), "extra"), ("text",), (42,)]:
    try:
        w.throw(*args)
    except TypeError as e:
        print("TypeError:", e)

def fresh():
    yield 1
g = fresh()
try:
    g.throw(KeyError, "before start")
except KeyError as e:
    print("not started:", e.args)
print(next(g, "done"))
try:
    g.throw(IndexError("after end"))
except IndexError as e:
    print("finished:", e)
