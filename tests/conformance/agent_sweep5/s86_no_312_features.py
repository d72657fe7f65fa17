import fractions, random, calendar, enum, collections.abc, hashlib, typing
tests = [
 lambda: fractions.Fraction(3, 1).is_integer(), lambda: (3).is_integer(), lambda: f"{fractions.Fraction(1, 3):.2f}", lambda: format(fractions.Fraction(1, 3), ""),
 lambda: random.binomialvariate(5), lambda: calendar.Month, lambda: calendar.JANUARY, lambda: calendar.Day, lambda: hash(slice(1, 2)), lambda: collections.abc.Buffer,
 lambda: callable(enum.global_enum), lambda: enum.EnumType, lambda: enum.nonmember, lambda: enum.property,
 lambda: typing.TypeVar("T", infer_variance=True), lambda: typing.TypeVarTuple("Ts"), lambda: typing.Unpack, lambda: typing.NotRequired,
 lambda: list(zip([1], [2], strict=False)), lambda: "abc".removeprefix("a"), lambda: int.from_bytes(b"\x01"), lambda: (1).to_bytes(), lambda: str.format("{}", 1),
 lambda: sum([0.1] * 10), lambda: sum([1e100, 1.0, -1e100]), lambda: round(sum([0.1, 0.2, 0.3]), 20),
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, repr(r)[:70])
    except Exception as e:
        print(i, type(e).__name__, e)
