import itertools, math, statistics, functools, enum, typing, datetime, string, re, operator, collections
mods = {"itertools": itertools, "math": math, "statistics": statistics, "functools": functools, "enum": enum, "typing": typing, "datetime": datetime, "string": string, "re": re, "operator": operator, "collections": collections}
checks = [("itertools", "batched"), ("math", "sumprod"), ("math", "cbrt"), ("math", "exp2"), ("statistics", "fmean"), ("functools", "cache"),
          ("enum", "StrEnum"), ("enum", "verify"), ("enum", "member"), ("enum", "ReprEnum"), ("typing", "Self"), ("typing", "override"), ("typing", "TypeAliasType"),
          ("typing", "assert_never"), ("typing", "reveal_type"), ("typing", "LiteralString"), ("typing", "Never"), ("typing", "Required"), ("typing", "dataclass_transform"),
          ("datetime", "UTC"), ("string", "Formatter"), ("re", "NOFLAG"), ("operator", "call"), ("collections", "Callable"), ("math", "nextafter"), ("math", "ulp"), ("itertools", "pairwise")]
for m, n in checks:
    print(m, n, hasattr(mods[m], n))
print(str.removeprefix, hasattr(str, "isascii"), hasattr(int, "bit_count"), hasattr(list, "copy"))
try:
    print(statistics.fmean([1, 2, 3], weights=[1, 1, 2]))
except TypeError as e:
    print(e)
try:
    statistics.correlation([1, 2, 3], [1, 3, 2], method="ranked")
except TypeError as e:
    print(e)
print(math.cbrt(27), math.exp2(3))
class Color(enum.StrEnum):
    RED = enum.auto()
    GREEN = "g"
print(Color.RED, repr(Color.RED), Color.RED == "red", f"{Color.GREEN}", Color("g"), Color.RED.upper())
class Lvl(enum.IntFlag):
    A = 1
    B = 2
    C = 4
print(Lvl.A | Lvl.C, repr(Lvl.A | Lvl.B), Lvl(7), Lvl(0), ~Lvl.A, list(Lvl(5)), Lvl.A | 8)
class Sh(enum.Enum):
    SQ = 1
    @classmethod
    def _missing_(cls, value):
        return cls.SQ if value == "square" else None
print(Sh("square"), Sh(1))
try:
    Sh(9)
except ValueError as e:
    print(e)
Animal = enum.Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal(3))
print(typing.get_origin(typing.List[int]), typing.get_args(typing.Dict[str, int]), typing.get_args(typing.Optional[int]), typing.get_origin(int | str))
print(typing.Annotated[int, "meta"], typing.get_args(typing.Annotated[int, "m"]), typing.Literal[1, 2].__args__)
@functools.singledispatch
def show(x): return f"obj {x!r}"
@show.register
def _(x: int): return f"int {x}"
@show.register(list)
def _(x): return f"list of {len(x)}"
print(show(1), show([1, 2]), show("s"), show(True))
