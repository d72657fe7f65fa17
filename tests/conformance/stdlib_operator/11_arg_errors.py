import operator

def attempt(label, fn):
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)

attempt("add none", lambda: operator.add())
attempt("add one", lambda: operator.add(1))
attempt("add kw", lambda: operator.add(a=1, b=2))
attempt("not_ two", lambda: operator.not_(1, 2))
attempt("neg none", lambda: operator.neg())
attempt("index kw", lambda: operator.index(a=3))
attempt("setitem", lambda: operator.setitem({}, "k"))
attempt("length_hint", lambda: operator.length_hint())
attempt("length_hint 3", lambda: operator.length_hint([1], 2, 3))
attempt("getitem ok", lambda: operator.getitem([5, 6], 1))
attempt("contains", lambda: operator.contains([1, 2]))
attempt("getter kw", lambda: operator.itemgetter(1, default=0))
attempt("getter call", lambda: operator.itemgetter(1)([1, 2], [3]))
