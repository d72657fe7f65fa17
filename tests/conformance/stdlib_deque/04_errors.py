# The errors a deque raises, each worded as CPython words it.
from collections import deque

def attempt(label, fn):
    try:
        result = fn()
    except Exception as exc:
        print(label, "->", type(exc).__name__ + ":", exc)
    else:
        print(label, "->", result)

d = deque([1, 2, 3])
attempt("pop empty", lambda: deque().pop())
attempt("popleft empty", lambda: deque().popleft())
attempt("index out of range", lambda: d[3])
attempt("negative out of range", lambda: d[-4])
attempt("str index", lambda: d["0"])
attempt("slice", lambda: d[0:2])
attempt("huge index", lambda: d[2 ** 80])
attempt("float index", lambda: d[1.0])
def set_out():
    d[5] = 0
attempt("setitem out of range", set_out)
def del_out():
    del d[-9]
attempt("delitem out of range", del_out)
attempt("index missing", lambda: d.index(42))
attempt("index missing in range", lambda: d.index(3, 0, 2))
attempt("index None start", lambda: d.index(1, None))
attempt("index str stop", lambda: d.index(1, 0, "2"))
attempt("remove missing", lambda: d.remove("x"))
attempt("insert full", lambda: deque([1, 2], maxlen=2).insert(0, 0))
attempt("insert bad index", lambda: d.insert("1", 0))
attempt("rotate str", lambda: d.rotate("2"))
attempt("rotate huge", lambda: d.rotate(2 ** 70))
attempt("maxlen negative", lambda: deque([], -1))
attempt("maxlen float", lambda: deque([], 2.5))
attempt("maxlen str", lambda: deque("abc", "2"))
attempt("maxlen huge", lambda: deque([], 2 ** 64))
attempt("not iterable", lambda: deque(5))
attempt("extend not iterable", lambda: d.extend(3))
attempt("too many args", lambda: deque([], 1, 2))
attempt("bad keyword", lambda: deque(size=3))
attempt("name and position", lambda: deque([1], iterable=[2]))
attempt("hash", lambda: hash(d))
attempt("as dict key", lambda: {d: 1})
attempt("in set", lambda: {deque()})
attempt("lt list", lambda: d < [1, 2])
attempt("add list", lambda: d + [4])
attempt("list add deque", lambda: [4] + d)
attempt("mul str", lambda: d * "2")
attempt("mul float", lambda: d * 1.5)
attempt("mul deque", lambda: d * d)
attempt("str mul deque", lambda: "ab" * d)
attempt("pop arg", lambda: d.pop(0))
attempt("append no arg", lambda: d.append())
attempt("count no arg", lambda: d.count())
attempt("index no arg", lambda: d.index())
attempt("insert one arg", lambda: d.insert(0))
attempt("rotate two args", lambda: d.rotate(1, 2))
attempt("clear arg", lambda: d.clear(1))
attempt("no attribute", lambda: d.push)
def setattr_new():
    d.size = 3
attempt("set attribute", setattr_new)
attempt("len of iterator", lambda: len(iter(d)))
attempt("iadd int", lambda: d.__iadd__(5))
it = iter(d)
next(it)
d.append(4)
attempt("iterate after append", lambda: next(it))
rit = reversed(d)
d.appendleft(0)
attempt("reversed after appendleft", lambda: list(rit))
it2 = iter(d)
d.rotate(0)
attempt("iterate after rotate(0)", lambda: next(it2))
it3 = iter(d)
d[0] = "zero"
attempt("iterate after setitem", lambda: list(it3))
def grow_while_looping():
    q = deque([1, 2, 3])
    for x in q:
        if x == 2:
            q.append(99)
    return q
attempt("append while looping", grow_while_looping)
