# expect: ok
# args: --callback-stress
# stdout: gen after
# stdout: Exhaust raised
# stdout: []
# stdout: step 2
# stdout: caught in gen Step
# stdout: 99
# stdout: gen after
# stdout: []
# stdout: caught in gen ValueError
# stdout: Reenter raised
# gen.throw(E) instantiates E by calling it, and E.__init__ is user code:
# when it runs the generator to its end, CPython raises the exception
# without resuming the finished generator; when it resumes the generator
# partway, the throw lands at the new suspension point.
def gen():
    try:
        yield 1
        yield 2
        yield 3
    except Exception as e:
        print("caught in gen", type(e).__name__)
        yield 99
    print("gen after")

g = gen()
next(g)
class Exhaust(Exception):
    def __init__(self):
        for x in g:
            pass
        for i in range(2000):
            junk = [i]
        super().__init__()
try:
    print(g.throw(Exhaust))
except Exhaust:
    print("Exhaust raised")
print(list(g))

h = gen()
next(h)
class Step(Exception):
    def __init__(self):
        print("step", next(h))
        super().__init__()
print(h.throw(Step))
print(list(h))

k = gen()
next(k)
class Reenter(Exception):
    def __init__(self):
        try:
            k.throw(ValueError)
        except StopIteration:
            print("stopped")
        super().__init__()
try:
    print(k.throw(Reenter))
except Reenter:
    print("Reenter raised")
