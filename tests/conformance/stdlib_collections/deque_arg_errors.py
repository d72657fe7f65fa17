from collections import deque

def attempt(label, fn):
    try:
        print(label, fn())
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__ + ":", e)

q = deque([1, 2, 3], maxlen=5)
attempt("append none", lambda: q.append())
attempt("append two", lambda: q.append(4, 5))
attempt("append kw", lambda: q.append(x=4))
attempt("pop arg", lambda: q.pop(0))
attempt("popleft kw", lambda: q.popleft(i=0))
attempt("extend none", lambda: q.extend())
attempt("rotate two", lambda: q.rotate(1, 2))
attempt("rotate kw", lambda: q.rotate(n=1))
attempt("clear arg", lambda: q.clear(True))
attempt("count none", lambda: q.count())
attempt("ctor three", lambda: deque([1], 2, 3))
attempt("ctor kw", lambda: deque([1], size=2))
attempt("state", lambda: (list(q), q.maxlen))
