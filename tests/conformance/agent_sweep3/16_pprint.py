from pprint import pprint, pformat, PrettyPrinter
import pprint as pp
data = {"users": [{"id": i, "name": f"user{i}", "tags": ["a", "b", "c"][: i % 4], "score": i * 1.5} for i in range(4)],
        "meta": {"count": 4, "next": None, "nested": {"deep": {"deeper": list(range(30))}}}, "b": (1, 2), "a": {3, 1, 2}}
pprint(data)
pprint(data, width=40, depth=2)
pprint(data, compact=True, width=60)
pprint(data, sort_dicts=False, width=100)
print(pformat(list(range(50)), width=30, compact=True))
print(pformat("a long string " * 10, width=40))
print(pformat(b"bytes " * 20, width=40))
print(pformat([[1, 2, [3, 4, [5, [6]]]]], depth=3), pformat({}), pformat([]), pformat(()), pformat((1,)), pformat(set()), pformat(frozenset({1})))
pprint({"k" * 30: "v" * 30, "x": [1.0, 0.1 + 0.2, -0.0, 1e100]})
from collections import OrderedDict, defaultdict, Counter, deque, namedtuple
pprint(OrderedDict(a=1, b=[1] * 30))
pprint(defaultdict(list, {"k": list(range(25))}))
pprint(Counter("mississippi"))
pprint(deque(range(40), maxlen=50))
P = namedtuple("P", "x y")
pprint([P(1, 2)] * 6, width=30)
pp.pp({"z": 1, "a": 2})
print(pp.isreadable({"a": 1}), pp.isrecursive([1]), pp.saferepr({"b": 2, "a": [1, 2]}))
pprint({i: str(i) * i for i in range(8)}, width=20, indent=4)
pprint(PrettyPrinter(indent=2, width=20).pformat({"a": [1, 2, 3, 4, 5, 6]}))
from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    qty: int = 0
    tags: list = field(default_factory=list)
pprint([Item("widget", 3, ["x"] * 10), Item("gadget")], width=50)
