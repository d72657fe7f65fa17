import functools

def attempt(label, fn):
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)

attempt("reduce none", lambda: functools.reduce())
attempt("reduce one", lambda: functools.reduce(max))
attempt("reduce four", lambda: functools.reduce(max, [1], 0, 1))
attempt("reduce kw", lambda: functools.reduce(max, [1, 2], initial=0))
attempt("reduce ok", lambda: functools.reduce(lambda a, b: a * b, [1, 2, 3, 4], 1))
attempt("cmp_to_key none", lambda: functools.cmp_to_key())
attempt("cmp_to_key kw", lambda: functools.cmp_to_key(cmp=len))
