# Argument mistakes an agent makes with random, as CPython words them.
import random


def attempt(label, f):
    try:
        print(label, "->", f())
    except TypeError as e:
        print(label, "-> TypeError:", e)


rng = random.Random(7)
for name, obj in (("module", random), ("instance", rng)):
    print("==", name)
    attempt("random(x=1)", lambda: obj.random(x=1))
    attempt("random(1)", lambda: obj.random(1))
    attempt("getrandbits()", lambda: obj.getrandbits())
    attempt("getrandbits(k=3)", lambda: obj.getrandbits(k=3))
    attempt("choice()", lambda: obj.choice())
    attempt("choice(a, b)", lambda: obj.choice([1], [2]))
    attempt("choice(seq=...)", lambda: obj.choice(seq=["only"]))
    attempt("choice(items=...)", lambda: obj.choice(items=[1]))
    attempt("shuffle(x=..., random=...)", lambda: obj.shuffle(x=[1], random=None))
    attempt("shuffle(a, b)", lambda: obj.shuffle([1], 2))
    attempt("randbytes(n=4)", lambda: len(obj.randbytes(n=4)))
    attempt("randbytes()", lambda: obj.randbytes())
    attempt("getstate(1)", lambda: obj.getstate(1))
    attempt("setstate()", lambda: obj.setstate())
    attempt("setstate(state=...)", lambda: obj.setstate(state=obj.getstate()))
print(random.random.__qualname__, random.choice.__qualname__, random.getrandbits.__name__)
