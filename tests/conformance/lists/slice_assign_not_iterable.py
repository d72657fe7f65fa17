# Assigning something that is not iterable to a slice, and iterables that
# are: CPython's messages for each kind of slice.
def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


def assign(target, key, value):
    target[key] = value
    return target


attempt("int to slice", lambda: assign([1, 2, 3], slice(0, 1), 5))
attempt("None to slice", lambda: assign([1, 2, 3], slice(1, None), None))
attempt("int to extended slice", lambda: assign([1, 2, 3], slice(None, None, 2), 7))
attempt("str to slice", lambda: assign([1, 2, 3], slice(0, 2), "ab"))
attempt("generator to slice", lambda: assign([1, 2, 3], slice(1, 2), (n * 10 for n in range(3))))
attempt("dict to slice", lambda: assign([1, 2, 3], slice(0, 3), {"k": 1, "j": 2}))
attempt("wrong size extended", lambda: assign([1, 2, 3, 4], slice(None, None, 2), [9]))


class BadIter:
    def __iter__(self):
        raise TypeError("custom iter failure")


class FailsLater:
    def __iter__(self):
        yield 1
        raise TypeError("during iteration")


attempt("__iter__ raises TypeError", lambda: assign([1, 2], slice(0, 1), BadIter()))
attempt("iteration raises TypeError", lambda: assign([1, 2], slice(0, 1), FailsLater()))
attempt("bytearray slice", lambda: assign(bytearray(b"abc"), slice(0, 1), 5))
