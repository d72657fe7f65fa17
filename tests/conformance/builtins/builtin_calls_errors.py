# Argument errors of built-in functions and methods, as CPython words them.
calls = [
    lambda: len(),
    lambda: len([], []),
    lambda: len(5),
    lambda: len(obj=[]),
    lambda: isinstance(1),
    lambda: isinstance(1, 5),
    lambda: isinstance(1, int, str),
    lambda: abs(),
    lambda: abs("x"),
    lambda: abs(1, 2),
    lambda: "a".upper(1),
    lambda: "a".rjust(),
    lambda: "a".rjust("x"),
    lambda: "a".rjust(5, "ab"),
    lambda: "a".upper(x=1),
    lambda: [].append(),
    lambda: [].append(1, 2),
    lambda: [].append(x=1),
    lambda: {}.get(),
    lambda: {}.get(1, 2, 3),
    lambda: {}.get(key=1),
    lambda: {}.get([], 0),
    lambda: str(1, 2, 3, 4),
    lambda: int("x"),
    lambda: int([]),
    lambda: float("y"),
    lambda: bool(1, 2),
    lambda: repr(),
    lambda: chr("a"),
    lambda: divmod(1, 0),
]
for i, call in enumerate(calls):
    try:
        print(i, repr(call()))
    except Exception as e:
        print(i, type(e).__name__ + ":", e)

get = {}.get
append = [].append
for f, args in [(get, ()), (append, ()), (append, (1, 2)), (len, (1, 2))]:
    try:
        f(*args)
    except TypeError as e:
        print("TypeError:", e)
