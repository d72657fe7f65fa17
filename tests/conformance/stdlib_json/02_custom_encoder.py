import json
from datetime import date, datetime
from decimal import Decimal
from dataclasses import dataclass, asdict

@dataclass
class Point:
    x: int
    y: int

class AppEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, set):
            return sorted(o)
        if isinstance(o, Point):
            return asdict(o)
        return super().default(o)

payload = {
    'when': date(2024, 3, 15),
    'stamp': datetime(2024, 3, 15, 9, 30, 5),
    'price': Decimal('19.99'),
    'tags': {'b', 'a', 'c'},
    'origin': Point(0, 0),
    'path': [Point(1, 2), Point(3, 4)],
}
print(json.dumps(payload, cls=AppEncoder))
print(json.dumps(payload, cls=AppEncoder, indent=2, sort_keys=True))

try:
    json.dumps({'x': object()}, cls=AppEncoder)
except TypeError as e:
    print(type(e).__name__, str(e).split(' at ')[0])
try:
    json.dumps({'x': complex(1, 2)})
except TypeError as e:
    print(type(e).__name__, e)

enc = AppEncoder(sort_keys=True, separators=(',', ':'))
print(enc.encode({'b': 1, 'a': Decimal('1.5')}))
print(''.join(enc.iterencode([1, {'k': date(2000, 1, 1)}])))
print(json.dumps([1, 2], default=str), json.dumps({1, 2} and [Decimal('2')], default=str))

class Compact(json.JSONEncoder):
    item_separator = ','
    key_separator = ':'
print(Compact().encode({'a': [1, 2]}))
