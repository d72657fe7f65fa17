# Arithmetic error messages.
cases = [
    lambda: 1 / 0,
    lambda: 1 // 0,
    lambda: 1 % 0,
    lambda: 1.0 / 0,
    lambda: 1.5 // 0.0,
    lambda: 2.0 % 0,
    lambda: divmod(1, 0),
    lambda: 0 ** -1,
    lambda: 0.0 ** -1,
    lambda: 10 ** 400 * 1.0,
    lambda: 2.0 ** 10000,
    lambda: "a" + 1,
    lambda: 1 + "a",
    lambda: [1] + (2,),
    lambda: "ab" * 2.5,
    lambda: [1] * "3",
    lambda: -"x",
    lambda: ~1.5,
    lambda: None + 1,
    lambda: {} < {},
    lambda: [1] < (1,),
    lambda: 1 < "1",
    lambda: "%d" % "x",
    lambda: "%s %s" % ("only one",),
    lambda: "%s" % ("a", "b"),
    lambda: 5 << -1,
    lambda: round(1.5, "x"),
]
for fn in cases:
    try:
        print(fn())
    except (ZeroDivisionError, OverflowError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
