checks = [
    lambda: [1, 2].remove(3),
    lambda: [1, 2].index(3),
    lambda: (1, 2).index(3),
    lambda: "abc".index("z"),
    lambda: int("abc"),
    lambda: int("12.5"),
    lambda: int(""),
    lambda: float("abc"),
    lambda: float(""),
    lambda: max([]),
    lambda: min([], key=len),
    lambda: {}["a"],
    lambda: (1, 2)[0].__setitem__,
    lambda: "abc".encode("nope"),
    lambda: b"\xff".decode("utf-8"),
    lambda: "é".encode("ascii"),
    lambda: bytes.fromhex("zz"),
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: range(1, 10, 0),
    lambda: [1] * 2 ** 70,
    lambda: "ab".center(5, "xy"),
    lambda: int("10", 1),
    lambda: complex("1+"),
    lambda: list(range(3))[::0],
    lambda: "{:d}".format(1.5),
    lambda: "{:s}".format(1),
    lambda: format(1, "z"),
    lambda: f"{'x':=>5d}",
    lambda: "{0} {}".format(1, 2),
    lambda: "{a}".format(1),
    lambda: "{".format(),
    lambda: "%s %s" % (1,),
    lambda: "%s" % (1, 2),
    lambda: [].sort(key=1),
]
for i, c in enumerate(checks):
    try:
        r = c()
        print(i, "ok", type(r).__name__)
    except Exception as e:
        print(i, type(e).__name__, e)
