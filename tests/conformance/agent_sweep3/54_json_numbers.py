import json
vals = [0.1 + 0.2, 1e16, 1e15, 123456789012345678, 1.5e300, 5e-324, -0.0, 100.0, 1e22, 2 ** 53 + 1, 3.0e-5, 12.0, 1 / 3]
s = json.dumps(vals)
print(s)
back = json.loads(s)
print(back == vals, [type(v).__name__ for v in back])
print(json.loads("[1.0, 1, 1e2, 1E+2, -0, 0.5e-3, 123456789012345678901234567890, 1.7976931348623157e309]"))
print(json.loads("12345678901234567890.5"), json.loads("0.1"), json.loads("[0.30000000000000004]"), json.loads('{"n": 1e-400}'))
from decimal import Decimal
print(json.loads('{"price": 19.99, "qty": 3}', parse_float=Decimal), json.loads("[1, 2]", parse_int=str), json.loads("[NaN, Infinity]", parse_constant=lambda c: c.lower()))
print(json.dumps({"ratio": round(2 / 3, 4), "pct": f"{2 / 3:.1%}", "big": 10 ** 20, "neg": -1e-20}))
