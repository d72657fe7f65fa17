import json
cfg_text = """{
  "service": {"name": "api", "port": 8080, "debug": false, "ratio": 0.75},
  "features": ["auth", "cache"],
  "limits": {"rps": 1e3, "burst": 2.5E1, "max_body": 10485760},
  "owners": [{"name": "Zoë", "email": null}]
}"""
cfg = json.loads(cfg_text)
defaults = {"service": {"host": "0.0.0.0", "port": 80}, "features": [], "timeout": 30}
def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out
merged = merge(defaults, cfg)
print(json.dumps(merged, indent=2, sort_keys=True))
print(json.dumps(merged, separators=(",", ":"), ensure_ascii=False))
def walk(o, path=""):
    if isinstance(o, dict):
        for k, v in o.items():
            yield from walk(v, f"{path}.{k}" if path else k)
    elif isinstance(o, list):
        for i, v in enumerate(o):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, o
for p, v in walk(merged):
    print(f"{p:<22} {type(v).__name__:<6} {v!r}")
try:
    json.loads(cfg_text.replace('"cache"]', '"cache",]'))
except json.JSONDecodeError as e:
    print(f"line {e.lineno} col {e.colno}: {e.msg}")
print(json.loads(json.dumps({"t": (1, 2), "s": "\u00e9"})), json.dumps(list(range(3)), indent=None), json.dumps({"a": {"b": {}}}, indent=1))
