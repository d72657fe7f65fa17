import json, io
from enum import Enum, IntEnum
from collections import OrderedDict, namedtuple
from decimal import Decimal
from datetime import date, datetime
class Color(IntEnum):
    RED = 1
class Mode(str, Enum):
    FAST = "fast"
print(json.dumps({"c": Color.RED, "m": Mode.FAST, Color.RED: 1, 1e16: "a", 0.1: "b", -0.0: "z", float("inf"): 1}))
P = namedtuple("P", "x y")
print(json.dumps([P(1, 2), OrderedDict([("z", 1), ("a", 2)])]), json.dumps(True), json.dumps(None), json.dumps("é"))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
doc = {"when": datetime(2024, 5, 6, 7, 8, 9), "d": date(2024, 1, 1), "amt": Decimal("12.50"), "tags": {"b", "a"}}
print(json.dumps(doc, cls=Enc, indent=2))
try:
    json.dumps({"x": Decimal("1")})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(object(), default=str) and print("ok default=str")
except TypeError as e:
    print(e)
print(json.dumps({"a": 1}, default=str), json.dumps(datetime(2024, 1, 2), default=str))
buf = io.StringIO(); json.dump({"k": [1, 2]}, buf, indent=1); print(repr(buf.getvalue()))
print(json.load(io.StringIO('{"x": [true, false, null]}')))
enc = json.JSONEncoder(sort_keys=True, indent=None, separators=(", ", ": "))
print(enc.encode({"b": 1, "a": [1, 2]}))
dec = json.JSONDecoder()
print(dec.decode('  [1, 2] '), dec.raw_decode('{"a": 1} trailing'), dec.raw_decode('[1]xyz'))
try:
    dec.decode("[1] x")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, e.doc, e.pos)
print(json.dumps("\u2028\u2029\x7f"), json.dumps("\U0001f600"), json.dumps("\U0001f600", ensure_ascii=False))
print(json.dumps([1, 2, 3], indent=None, separators=(",", ":")), json.dumps({"a": [1, {"b": [2, []]}]}, indent=3))
print(json.dumps(1e16), json.dumps(1.0), json.dumps(123456789.123456789), json.dumps(-1e-7), json.dumps(2**63), json.dumps(10**40))
print(json.loads("1e16"), json.loads("-0"), json.loads("-0.0"), json.loads("1E-7"), json.loads('"\\/"'), json.loads("[]"), json.loads(' {} '))
for bad in ['{"a": NaNx}', '[-]', '{"a":1 "b":2}', '"\\x"', '"\t"', '[1e]', '{1: 2}', '\ufeff[1]', '[1 2]', 'nul']:
    try:
        print(json.loads(bad))
    except json.JSONDecodeError as e:
        print(repr(bad), "->", e)
print(json.loads('"\t"', strict=False), json.loads(b'[1, "\xc3\xa9"]'), json.loads(bytearray(b'{"a": 2}')))
class D(dict): pass
print(json.dumps(D(b=1, a=2), sort_keys=True), json.dumps({"k": D()}), json.dumps([1.5, Decimal("2")], default=float))
try:
    l = []; l.append(l); json.dumps(l)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({"a": 1}, indent=2, separators=(",", ":"), foo=1)
except TypeError as e:
    print("TypeError:", e)
