ops = [
    lambda: {[1, 2]: "x"},
    lambda: {{}: 1},
    lambda: set([[1]]),
    lambda: (1, 2).__setitem__(0, 5),
    lambda: "abc".__setitem__(0, "z"),
    lambda: [1] + (2,),
    lambda: (1,) + [2],
    lambda: "a" + ["b"],
    lambda: [1, 2] - [1],
    lambda: {1} + {2},
    lambda: {"a": 1} + {"b": 2},
    lambda: len(5),
    lambda: len(x for x in "ab"),
    lambda: list(5),
    lambda: [x for x in 5],
    lambda: None[0],
    lambda: 5[0],
    lambda: {1, 2}[0],
    lambda: {"a": 1}.keys()[0],
    lambda: "abc"["1"],
    lambda: [1, 2]["0"],
    lambda: "ab" * 2.0,
    lambda: [None, 1].sort(),
    lambda: sorted([(1, None), (1, 2)]),
    lambda: max("a", 1),
    lambda: dict(a=1)[["a"]],
    lambda: reversed({1, 2}),
    lambda: sum([[1], [2]]),
    lambda: int([1]),
    lambda: tuple(1.5),
    lambda: enumerate(3),
    lambda: zip(1, 2),
    lambda: map(len, 3),
    lambda: 3 @ 4,
    lambda: callable(),
]
for i, op in enumerate(ops):
    try:
        op()
        print(i, "ok")
    except Exception as e:
        print(i, type(e).__name__ + ":", e)
def setup():
    t = (1, 2, 3)
    t[0] = 9
setup()
