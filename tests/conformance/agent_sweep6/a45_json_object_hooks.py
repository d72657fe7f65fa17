import json
from dataclasses import dataclass, asdict, field, is_dataclass
from datetime import datetime, timezone, timedelta
from decimal import Decimal
from enum import Enum
from types import SimpleNamespace, MappingProxyType

class Kind(Enum):
    BUY = "buy"
    SELL = "sell"

@dataclass
class Trade:
    id: int
    kind: Kind
    price: Decimal
    at: datetime
    tags: list = field(default_factory=list)

class TradeEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return {"__decimal__": str(o)}
        if isinstance(o, datetime):
            return {"__dt__": o.isoformat()}
        if isinstance(o, Enum):
            return {"__enum__": f"{type(o).__name__}.{o.name}"}
        if is_dataclass(o):
            return {"__trade__": asdict(o)}
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)

def decode_hook(d):
    if "__decimal__" in d:
        return Decimal(d["__decimal__"])
    if "__dt__" in d:
        return datetime.fromisoformat(d["__dt__"])
    if "__enum__" in d:
        cls, name = d["__enum__"].split(".")
        return {"Kind": Kind}[cls][name]
    if "__trade__" in d:
        return Trade(**d["__trade__"])
    return d

tz = timezone(timedelta(hours=-5), "EST")
trades = [Trade(1, Kind.BUY, Decimal("101.25"), datetime(2024, 3, 1, 9, 30, tzinfo=tz), ["open"]),
          Trade(2, Kind.SELL, Decimal("99.5"), datetime(2024, 3, 1, 15, 59, 59, 250000, tzinfo=timezone.utc))]
blob = json.dumps({"trades": trades, "symbols": {"ACME", "XYZ"}}, cls=TradeEncoder, indent=1)
print(blob[:220])
back = json.loads(blob, object_hook=decode_hook)
print(back["trades"] == trades, back["symbols"], type(back["trades"][0].price).__name__)
for t in back["trades"]:
    print(t.id, t.kind, t.price + Decimal("0.10"), t.at.astimezone(timezone.utc).isoformat(), t.tags)
try:
    json.dumps({"x": object()}, cls=TradeEncoder)
except TypeError as e:
    print("TypeError:", e)

ns = json.loads('{"user": {"name": "ann", "roles": ["a", "b"]}, "active": true}',
                object_hook=lambda d: SimpleNamespace(**d))
print(ns, ns.user.name, ns.user.roles[-1], ns.active)
ro = MappingProxyType({"limit": 10})
print(ro["limit"], ro, dict(ro), "limit" in ro, len(ro))
try:
    ro["limit"] = 5
except TypeError as e:
    print("TypeError:", e)
ns2 = SimpleNamespace(a=1)
ns2.b = [2]
del ns2.a
print(ns2, ns2 == SimpleNamespace(b=[2]), getattr(ns2, "a", "gone"))
pairs = json.loads('[["b", 2], ["a", 1]]', object_pairs_hook=None)
print(dict(pairs), json.loads('{"b": 2, "a": 1}', object_pairs_hook=lambda kv: sorted(kv)))
print(json.dumps(Decimal("1.5"), default=float), json.dumps({"k": Kind.BUY}, default=lambda e: e.value))
