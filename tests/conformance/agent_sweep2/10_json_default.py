import json
from datetime import datetime, date
from decimal import Decimal
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
def enc(o):
    if isinstance(o, (datetime, date)):
        return o.isoformat()
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
payload = {"when": datetime(2024, 5, 1, 12, 0), "amount": Decimal("10.50"),
           "pt": Point(1, 2), "ids": {3, 1, 2}}
print(json.dumps(payload, default=enc, indent=4))
print(json.dumps({k: v for k, v in payload.items() if k != "pt"}, default=str, sort_keys=True))
out = json.loads(json.dumps(payload, default=enc), object_hook=lambda d: {k.upper(): v for k, v in d.items()})
print(out)
class E(json.JSONEncoder):
    def default(self, o):
        return repr(o)
print(json.dumps([complex(1, 2)], cls=E))
