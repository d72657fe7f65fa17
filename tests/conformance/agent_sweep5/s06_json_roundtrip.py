import json
data = {"users": [{"id": 1, "name": "Zoë", "roles": ["admin", "dev"], "score": 9.5, "active": True},
                  {"id": 2, "name": "Li", "roles": [], "score": None, "active": False}],
        "meta": {"count": 2, "ratio": 1e-7, "big": 12345678901234567890, "nan": float("inf")}}
s = json.dumps(data, indent=2, sort_keys=True)
print(s)
print(json.dumps(data, ensure_ascii=False, separators=(",", ":"))[:80])
back = json.loads(s)
print(back == data, back["meta"]["nan"])
print(json.dumps([1, 2.0, "a\tb\n", None, (3, 4)], indent=None))
try:
    json.dumps({"x": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e, e.pos, e.lineno, e.colno)
print(json.dumps({"b": 1, "a": [], "c": {}}, indent=4))
print(json.dumps({1: "int key", True: "bool", None: "none", 2.5: "f"}))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}}, cls=Enc))
print(json.loads('[1, 2.50, "x", {"k": null}]', parse_float=str))
print(json.loads('{"a": 1, "a": 2}'))
