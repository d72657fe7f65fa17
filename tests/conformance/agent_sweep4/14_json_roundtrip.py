import json
from datetime import date, datetime
from decimal import Decimal
from dataclasses import dataclass, asdict
@dataclass
class Item:
    sku: str
    price: Decimal
    added: date
def enc(o):
    if isinstance(o, (date, datetime)): return {"__date__": o.isoformat()}
    if isinstance(o, Decimal): return str(o)
    if isinstance(o, set): return sorted(o)
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
items = [Item("A1", Decimal("9.99"), date(2024, 1, 2)), Item("B2", Decimal("0.5"), date(2023, 12, 31))]
s = json.dumps([asdict(i) for i in items], default=enc, indent=2, sort_keys=True)
print(s)
def hook(d):
    if "__date__" in d: return date.fromisoformat(d["__date__"])
    return d
back = json.loads(s, object_hook=hook)
print(back)
print(json.dumps({"tags": {"b", "a"}}, default=enc), json.dumps({"x": 1.0, "y": float("inf"), "z": None, "w": True}))
try:
    json.dumps({"o": object()})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"d": datetime(2024, 1, 1)})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
for bad in ['{"a": 1,}', "[1, 2", "", '{"a" 1}', "nul", '{"a": 1} x', "'x'", '[1, 2,]', '{"a": tru}', '"\\x"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "->", e.msg, e.pos, e.lineno, e.colno, "|", e)
print(json.loads('{"a": 1.5e3, "b": -0, "c": 1E-2, "d": "\\u00e9\\n", "e": [true, false, null]}'))
print(json.loads("1.10", parse_float=Decimal), json.loads("12", parse_int=float), json.loads('{"a":1,"a":2}'))
print(json.loads('[{"k": 1}, {"k": 2}]', object_pairs_hook=lambda ps: tuple(ps)))
print(json.dumps("é€😀"), json.dumps("é€😀", ensure_ascii=False), json.dumps({1: 2, 2.5: 3, None: 4, True: 5}))
print(json.dumps([1, [2, {"a": []}]], indent="\t"), json.dumps({"a": {}}, indent=0))
print(json.dumps({"b": 1, "a": [1, 2]}, separators=(",", ":")), json.dumps([1, 2], separators=(", ", ": "), indent=1))
print(json.dumps((1, 2)), json.dumps({"k": (1,)}), json.dumps(10 ** 20), json.dumps(1e20), json.dumps(0.1), json.dumps(-0.0))
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): 3, "a": 1}, skipkeys=True))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex): return [o.real, o.imag]
        return super().default(o)
print(E().encode({"z": 1 + 2j}), json.dumps(2j, cls=E), E(indent=1).encode([1]))
print(json.loads(json.dumps({"nested": {"list": [1, "two", 3.0, None]}})) == {"nested": {"list": [1, "two", 3.0, None]}})
