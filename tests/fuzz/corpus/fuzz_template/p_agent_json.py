import json

raw = '''{"users": [{"id": 1, "name": "Ann", "active": true},
                      {"id": 2, "name": "Ben", "active": false}]}'''
payload = json.loads(raw)
active = [u["name"] for u in payload["users"] if u.get("active")]
print(json.dumps({"active": active, "count": len(active)}, indent=2, sort_keys=True))

def walk(obj, depth=0):
    if isinstance(obj, dict):
        for k, v in obj.items():
            print("  " * depth + str(k))
            walk(v, depth + 1)
    elif isinstance(obj, list):
        for item in obj:
            walk(item, depth + 1)
    else:
        print("  " * depth + repr(obj))

walk(payload)
config = {"retries": 3, "timeout": 2.5, "hosts": ["a", "b"], "debug": None}
encoded = json.dumps(config, separators=(",", ":"))
decoded = json.loads(encoded)
assert decoded == config, "round trip failed"
