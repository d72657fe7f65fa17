import bisect

def attempt(label, fn):
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)

scores = [10, 20, 30, 40]
attempt("no args", lambda: bisect.bisect_left())
attempt("one arg", lambda: bisect.bisect_right(scores))
attempt("too many", lambda: bisect.bisect(scores, 25, 0, 4, 9))
attempt("bad kw", lambda: bisect.bisect_left(scores, 25, start=1))
attempt("kw only", lambda: bisect.insort(bogus=1))
attempt("name and pos", lambda: bisect.insort_left(scores, 25, x=3))
attempt("lo and hi", lambda: bisect.bisect_left(scores, 25, lo=1, hi=3))
attempt("key", lambda: bisect.bisect_right(scores, 3, key=lambda s: s // 10))
