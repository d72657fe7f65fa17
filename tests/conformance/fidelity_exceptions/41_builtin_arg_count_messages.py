# Wrong argument counts and types for built-in functions and methods.
calls = [
    lambda: len(),
    lambda: len([1], [2]),
    lambda: len(5),
    lambda: abs(),
    lambda: abs("x"),
    lambda: max(),
    lambda: max(1),
    lambda: max([]),
    lambda: min([], key=len, default=0, extra=1),
    lambda: sorted([3, 1], reverse=True, cmp=None),
    lambda: sorted(),
    lambda: sum(["a", "b"]),
    lambda: sum([1], 2, 3),
    lambda: "abc".split(",", 1, 2),
    lambda: "abc".upper(1),
    lambda: "abc".replace("a"),
    lambda: [].append(),
    lambda: [].append(1, 2),
    lambda: [].insert(1),
    lambda: {}.get(),
    lambda: {}.update(1),
    lambda: dict(1, 2),
    lambda: isinstance(1),
    lambda: isinstance(1, "int"),
    lambda: range(),
    lambda: range(1, 2, 3, 4),
    lambda: range(0, 10, 0),
    lambda: range(1.5),
    lambda: enumerate(),
    lambda: zip(1),
    lambda: divmod(1),
    lambda: pow(1),
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: getattr(1),
]
for fn in calls:
    try:
        print(fn())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
