import dataclasses, enum, datetime, typing, textwrap, operator, itertools, statistics, heapq, bisect, copy, math
@dataclasses.dataclass(frozen=True)
class Pt:
    x: int
    y: int = 2
print(dataclasses.fields(Pt)[0].name, dataclasses.asdict(Pt(1)), Pt(1) == Pt(1, 2), hash(Pt(1)) == hash(Pt(1)))
class C(enum.Enum):
    A = "a"
    B = "b"
print(list(C), C("a").name, C.__members__.keys(), C.A.value.upper())
print(datetime.date(2024, 1, 31).strftime("%A %B %d"), datetime.timedelta(days=1, seconds=5), datetime.MINYEAR)
print(typing.get_type_hints(Pt), typing.Optional[int], textwrap.fill("a b c " * 20, 30))
print(operator.attrgetter("x")(Pt(5)), list(itertools.permutations("ab")), statistics.mean([1, 2, 3]))
h = [3, 1, 2]
heapq.heapify(h)
print(h, bisect.bisect([1, 2, 3], 2), copy.deepcopy({"k": (1, [2])}), math.pi, id(math.pi) == id(math.pi))
