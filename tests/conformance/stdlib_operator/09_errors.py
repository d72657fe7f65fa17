# Operator functions with the wrong types or arguments.
import operator as op

attempts = [lambda: op.add(1, "a"), lambda: op.itemgetter(), lambda: op.attrgetter(1), lambda: op.methodcaller(),
            lambda: op.index(2.5), lambda: op.truediv(1, 0), lambda: op.getitem([1], 5), lambda: op.countOf(5, 1),
            lambda: op.length_hint(1, "x"), lambda: op.attrgetter("missing")(object()), lambda: op.neg("s"),
            lambda: op.itemgetter("k")({}), lambda: op.lt(1, "a")]
for f in attempts:
    try:
        print("ok", f())
    except (TypeError, ValueError, ZeroDivisionError, IndexError, KeyError, AttributeError) as e:
        print(type(e).__name__, e)
