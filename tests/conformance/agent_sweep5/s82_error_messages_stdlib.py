import datetime, json, re, collections, decimal, fractions, statistics, textwrap, math
tests = [
 lambda: "a,b".split(1), lambda: "".join([1, 2]), lambda: "x".join("ab", "c"), lambda: "abc".replace("a"), lambda: "abc".strip(1),
 lambda: [3, 1].sort(key=1), lambda: sorted([1, 2], key=lambda: 0), lambda: "abc".startswith(["a"]), lambda: "a".center("5"), lambda: "a" in 5,
 lambda: "{:d}".format(1.5), lambda: "{:s}".format(1), lambda: format("x", "d"), lambda: f"{'x':>d}", lambda: "%d" % "x", lambda: "%s %s" % ("a",),
 lambda: datetime.date(2024, 2, 30), lambda: datetime.datetime(2024, 13, 1), lambda: datetime.datetime.strptime("2024-01-01", "%d/%m/%Y"),
 lambda: datetime.date(2024, 1, 1) - datetime.datetime(2024, 1, 1), lambda: datetime.date(2024, 1, 1) < datetime.datetime(2024, 1, 1), lambda: datetime.timedelta(days=1) * 1.5,
 lambda: datetime.date.fromisoformat("2024/01/01"), lambda: datetime.datetime.fromisoformat("2024-01-01T25:00"), lambda: datetime.time(24),
 lambda: json.dumps(float("nan"), allow_nan=False), lambda: json.loads(""), lambda: json.loads("[1, 2"), lambda: json.loads("{'a': 1}"), lambda: json.loads("NaN"), lambda: json.dumps(b"x"),
 lambda: re.compile("[a-"), lambda: re.compile("a{2,1}"), lambda: re.compile("(?P<x>a)(?P<x>b)"), lambda: re.sub("(a)", r"\2", "a"), lambda: re.compile("*a"),
 lambda: collections.Counter(a=1) + 1, lambda: collections.namedtuple("P", "x x"), lambda: collections.namedtuple("P", "class"), lambda: collections.deque([], -1),
 lambda: decimal.Decimal(1) / decimal.Decimal(0), lambda: decimal.Decimal("1.5") + 1.5, lambda: fractions.Fraction(1, 0), lambda: fractions.Fraction("x"),
 lambda: statistics.median([]), lambda: statistics.stdev([1]), lambda: statistics.mode([]), lambda: textwrap.wrap("x", 0),
 lambda: math.factorial(-1), lambda: math.factorial(2.5), lambda: math.comb(3, -1), lambda: math.log(-1), lambda: math.isqrt(-1), lambda: math.gcd(1.5),
 lambda: int("5", 1), lambda: int("z", 36), lambda: int("Z", 37), lambda: round(1.5, "x"), lambda: list.append(), lambda: dict(1), lambda: dict([1, 2]), lambda: set([[1]]),
 lambda: tuple(5), lambda: list(None), lambda: frozenset({1}).add(2), lambda: (1, 2) + [3], lambda: [1, 2] * [3], lambda: {1: 2}[[1]],
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, repr(r)[:70])
    except Exception as e:
        print(i, type(e).__name__, e)
