from dataclasses import dataclass, field, fields
from typing import get_type_hints, get_origin, get_args
import types
@dataclass
class Order:
    id: int
    items: list[tuple[str, int]] = field(default_factory=list)
    tags: set[str] = field(default_factory=set)
    meta: dict[str, float] | None = None
    def total_qty(self) -> int:
        return sum(q for _, q in self.items)
def summarize(orders: list[Order]) -> dict[str, int]:
    out: dict[str, int] = {}
    for o in orders:
        for name, q in o.items:
            out[name] = out.get(name, 0) + q
    return out
orders = [Order(1, [("pen", 2), ("ink", 1)], {"office"}), Order(2, [("pen", 5)], meta={"discount": 0.1})]
print(summarize(orders), [o.total_qty() for o in orders])
print([f.type for f in fields(Order)])
print(get_type_hints(summarize))
hint = get_type_hints(Order)["items"]
print(hint, get_origin(hint), get_args(hint), isinstance(hint, types.GenericAlias))
print(list[int]("123"), dict[str, int](a=1), tuple[int, ...], type[Order])
class Matrix(list[list[float]]):
    def dims(self):
        return len(self), len(self[0]) if self else 0
m = Matrix([[1.0, 2.0], [3.0, 4.0]])
print(m.dims(), Matrix.__orig_bases__, list[int] == list[int], list[int] == list[str])
try:
    isinstance([1], list[int])
except TypeError as e:
    print("TypeError:", e)
