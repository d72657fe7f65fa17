import json
data = {"name": "Widget", "tags": ["a", "b"], "price": 9.5, "stock": None,
        "active": True, "dims": {"w": 1, "h": 2.0}, "ratio": 1/3}
s = json.dumps(data)
print(s)
print(json.dumps(data, indent=2, sort_keys=True))
back = json.loads(s)
print(back == data, type(back["dims"]["h"]).__name__)
print(json.dumps([1, "é", "\u2603"], ensure_ascii=False), json.dumps("é\n"))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(",", ":")))
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "none"}))
print(json.loads('{"x": [1, 2.50, -3e2, true, null]}'))
print(json.dumps(float("inf")), json.dumps((1, 2)))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("bad json:", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print(e)
