import math
tests = [
 lambda: len(str(math.factorial(1000))),
 lambda: len(str(math.factorial(2000))),
 lambda: int("9" * 5000),
 lambda: 2.0 ** 10000,
 lambda: math.exp(1000),
 lambda: math.log(0),
 lambda: math.sqrt(-1),
 lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: 1.0 // 0, lambda: 1.0 % 0, lambda: divmod(1, 0), lambda: divmod(1.0, 0),
 lambda: 0 ** -1, lambda: 0.0 ** -1, lambda: (-8) ** (1/3), lambda: pow(0, -1, 5), lambda: pow(2, 3, 0),
 lambda: int(""), lambda: int(" 12 "), lambda: int("1_000"), lambda: int("０１２"), lambda: int("12.5"), lambda: int("0x1f", 16), lambda: int("0x1f", 0), lambda: int("010", 0),
 lambda: float("1e500"), lambda: float(" nan "), lambda: float("1_0.5"), lambda: float("abc"), lambda: float(""),
 lambda: [1, 2].index(3), lambda: (1, 2).index(3), lambda: "abc".index("z"), lambda: [1].remove(2), lambda: [].pop(), lambda: [1].pop(5), lambda: {1}.remove(2), lambda: set().pop(),
 lambda: "abc" + 1, lambda: 1 + "abc", lambda: [1] + (2,), lambda: "a" * 2.0, lambda: None + 1, lambda: {} + {}, lambda: [1] < "a", lambda: len(5), lambda: abs("x"),
 lambda: hex(1.5), lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: round("x"), lambda: sum(["a", "b"]), lambda: sum([[1], [2]]), lambda: max([]), lambda: min(1),
 lambda: iter(5), lambda: next(iter([])), lambda: list(range(3))[5], lambda: "abc"[10], lambda: (1,)[1], lambda: range(5)[7], lambda: int(None), lambda: float([1]),
 lambda: str(b"x", "bad-enc"), lambda: b"\xff".decode(), lambda: "é".encode("ascii"), lambda: bytes([256]), lambda: bytes("x"),
 lambda: 10 ** 20 * 1.0, lambda: int(1e300), lambda: int(float("inf")), lambda: int(float("nan")), lambda: round(float("inf")),
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, repr(r)[:60])
    except Exception as e:
        print(i, type(e).__name__, e)
