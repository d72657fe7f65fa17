import dataclasses
from dataclasses import dataclass, field, fields, MISSING, Field
from typing import List

@dataclass
class Order:
    order_id: int
    customer: str
    items: List[str] = field(default_factory=list)
    discount: float = 0.0
    notes: str = field(default='', repr=False, compare=False)
    internal: int = field(default=0, init=False, metadata={'hidden': True})

for f in fields(Order):
    print('%-9s type=%-10s default=%-8s factory=%-6s init=%s repr=%s compare=%s meta=%s' % (
        f.name, f.type.__name__ if isinstance(f.type, type) else str(f.type),
        'MISSING' if f.default is MISSING else repr(f.default),
        'MISSING' if f.default_factory is MISSING else f.default_factory.__name__,
        f.init, f.repr, f.compare, dict(f.metadata)))

required = [f.name for f in fields(Order) if f.default is MISSING and f.default_factory is MISSING]
print('required:', required)
print(all(isinstance(f, Field) for f in fields(Order)), type(fields(Order)[0]).__name__)
print(type(MISSING).__name__, MISSING is dataclasses.MISSING, bool(MISSING) is True)

o = Order(1, 'ann', ['pen'])
print(o, o == Order(1, 'ann', ['pen'], notes='x'))

def describe_defaults(cls):
    out = {}
    for f in fields(cls):
        if f.default is not MISSING:
            out[f.name] = f.default
        elif f.default_factory is not MISSING:
            out[f.name] = f.default_factory()
    return out
print(describe_defaults(Order))

try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Order(1)
except TypeError as e:
    print(type(e).__name__, e)
