import json
data = {"name": "Zoë", "vals": [1, 2.5, 1e16, 0.1+0.2, 10**30, -0.0, True, None], "nested": {"b": [], "a": {}}, 3: "int key", 2.5: "float", None: "n", False: "f"}
print(json.dumps(data))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data, indent=2, sort_keys=False))
print(json.dumps({"b": 1, "a": [1, {"c": 2}]}, indent="\t", separators=(",", ": "), sort_keys=True))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({"a": 1, "b": 2}, separators=(",", ":")))
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError", e)
print(json.dumps("tab\there \"q\" \\ \u2603 \x00 \x1f \ud83d"))
print(json.dumps({"k": (1, 2)}), json.dumps(12345678901234567890), json.dumps(1.5e-7), json.dumps(123e300))
class P:
    def __init__(self, x): self.x = x
print(json.dumps({"p": P(3)}, default=lambda o: {"P": o.x}))
try:
    json.dumps({"p": P(3)})
except TypeError as e:
    print("TypeError", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError", e)
print(json.dumps({(1, 2): 3, "a": 1}, skipkeys=True))
try:
    json.dumps({"b": 1, 2: 3}, sort_keys=True)
except TypeError as e:
    print("TypeError", e)
print(json.loads('{"a": [1, 2.0, 1e400, -1e400, 1E2, 12345678901234567890], "b": "\\u00e9\\ud83d\\ude00", "c": null}'))
print(json.loads("NaN"), json.loads(' "x" '), json.loads("[Infinity, -Infinity]"))
print(json.loads('{"a": 1, "a": 2}'), json.loads('1.0'), type(json.loads('1')).__name__)
from decimal import Decimal
print(json.loads('{"x": 1.10}', parse_float=Decimal), json.loads('[1, 2]', parse_int=float))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list), json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d)))
for bad in ['{"a": 1,}', '[1, 2', "{'a': 1}", '', '{"a" 1}', '[1] x', '"abc', 'tru', '{"a": 01}', '[1,,2]']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "->", e, e.pos, e.lineno, e.colno)
print(json.dumps({"a": [1, 2, {"b": None}]}, indent=4))
print(repr(json.dumps([], indent=2)), repr(json.dumps({}, indent=2)), json.dumps([[]], indent=1))
