# Calling things that are not callable, and other TypeErrors agents hit.
data = {"items": [1, 2, 3]}
total = 10
cases = [
    lambda: total(),
    lambda: data["items"](),
    lambda: "text"(),
    lambda: None(),
    lambda: data(),
    lambda: (1, 2)(3),
    lambda: data["items"]["0"],
    lambda: data["items"][1.0],
    lambda: "abc"[None],
    lambda: (1, 2)["a"],
    lambda: 5[0],
    lambda: None[0],
    lambda: len[0],
    lambda: {[1]: 2},
    lambda: {{}},
    lambda: set([[1]]),
    lambda: "abc".join([1, 2]),
    lambda: ",".join("a", "b"),
    lambda: "x".startswith(["a"]),
    lambda: sorted([1, "a"]),
    lambda: [3, None, 1].sort(),
    lambda: "a" in ["a"] in 5,
    lambda: iter(5),
    lambda: next(iter([]), 1, 2),
    lambda: list(1),
    lambda: tuple(None),
    lambda: dict([1, 2]),
    lambda: dict([(1, 2, 3)]),
    lambda: [1, 2, 3][::0],
    lambda: setattr(1, "x", 2),
    lambda: delattr(data, "items"),
]
for fn in cases:
    try:
        print(fn())
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)
