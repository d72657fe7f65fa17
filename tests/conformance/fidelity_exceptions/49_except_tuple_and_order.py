# Except clauses: tuples of types, order matters, base classes catch subclasses.
def classify(fn):
    try:
        fn()
    except (KeyError, IndexError) as e:
        return "lookup-ish %s" % type(e).__name__
    except ArithmeticError as e:
        return "arith %s" % type(e).__name__
    except Exception as e:
        return "other %s: %s" % (type(e).__name__, e)
    else:
        return "no error"


for fn in (lambda: {}["a"], lambda: [][0], lambda: 1 / 0, lambda: 2.0 ** 5000,
           lambda: int("x"), lambda: None):
    print(classify(fn))
try:
    try:
        raise ValueError("v")
    except (TypeError, KeyError):
        print("not here")
except ValueError as e:
    print("outer caught", e)
handlers = (ValueError, TypeError)
try:
    int(None)
except handlers as e:
    print("dynamic tuple caught", type(e).__name__)
try:
    try:
        1 / 0
    except "ZeroDivisionError":
        pass
except TypeError as e:
    print(type(e).__name__, e)
